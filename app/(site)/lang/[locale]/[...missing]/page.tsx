import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';

// Rendered on first request and then served from the page cache like the blog's posts, so the
// answer carries the hashes of its inline scripts as its policy (proxy.ts, which gives per-request
// pages their nonce, does not run on these addresses).
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; missing: string[] }>;

// An unknown address under a language's prefix (/de/gibt-es-nicht), rewritten here by
// next.config.ts's fallback rewrites once no page matched: the 404 in that language, inside its
// layout (../not-found.tsx), with status 404. Unknown addresses without a prefix stay with
// app/global-not-found.tsx, in the default language.
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return { title: t('notFound.title'), robots: { index: false } };
}

export default async function MissingPage({ params }: { params: Params }) {
  await pageLocale(params);
  notFound();
}
