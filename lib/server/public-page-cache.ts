import 'server-only';
import { revalidatePath } from 'next/cache';
import { LOCALES } from '@/i18n/locales';
import { OPPORTUNITY_CHECK_PATH } from '@/lib/opportunity-card/check-query';

// Every public page is rendered at its folder under app/(site)/lang/[locale] (next.config.ts
// rewrites each language's address there), and Next tags a cached page with that rendered
// address (/lang/de/services) and its folder's pattern, never with the address a visitor asked
// for: revalidatePath('/services') would name nothing.

// One page in every language, by its English address: '/services', '/' (the home page).
export function expirePublicPage(path: string): void {
  for (const locale of LOCALES) revalidatePath(`/lang/${locale}${path === '/' ? '' : path}`);
}

// Every page of a pattern in every language ('/services/[slug]', '/blog/category/[category]'):
// for pages whose address differs per language (a German slug).
export function expirePublicPages(pattern: string): void {
  revalidatePath(`/(site)/lang/[locale]${pattern}`, 'page');
}

// The sitemap's index and files (app/sitemap.xml, app/sitemaps/[file]), for a write whose data
// they read without a cache tag (the consultation types). Route handlers are tagged with their
// address and their folders' layouts, so one layout tag names every file.
export function expireSitemap(): void {
  revalidatePath('/sitemap.xml');
  revalidatePath('/sitemaps', 'layout');
}

// The points check's pages: its first step and every cached view of answers.
export function expireCheckPages(): void {
  expirePublicPage(OPPORTUNITY_CHECK_PATH);
  expirePublicPages(`${OPPORTUNITY_CHECK_PATH}/[answers]`);
}
