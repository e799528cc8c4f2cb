import Link from 'next/link';
import { Quote } from '@/components/ui/icons';
import { authorPath, type AuthorDto } from '@/lib/authors/author';
import { localizeHref } from '@/i18n/pathnames';
import { FOUNDER_NOTE_PARAGRAPHS } from '@/lib/content/about';
import type { AboutTranslator } from './about-translator';
import type { Locale } from '@/i18n/locales';

type Signer = Pick<AuthorDto, 'name' | 'role' | 'slug'>;

// Signed by the person chosen in the back office (Authors: "Signs the founder's note"), with
// their role; with nobody chosen, by the team.
type Props = { siteName: string; signer: Signer | null; t: AboutTranslator; locale: Locale };

export function FounderNote({ siteName, signer, t, locale }: Props) {
  return (
    <section aria-labelledby="founder-title" className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
        <Quote aria-hidden="true" className="h-10 w-10 text-amber-600" />
        <h2 id="founder-title" className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('founderNote.heading')}
        </h2>
        <figure className="mt-6">
          <blockquote className="space-y-4 text-lg text-slate-700">
            {FOUNDER_NOTE_PARAGRAPHS.map((key) => (
              <p key={key}>{t(`founderNote.paragraphs.${key}`)}</p>
            ))}
          </blockquote>
          <figcaption className="mt-8 border-l-4 border-brand-700 pl-4" data-founder-signature>
            {signer ? (
              <>
                <Link href={localizeHref(authorPath(signer), locale)} className="block font-semibold text-slate-900 underline-offset-2 hover:underline">
                  {signer.name}
                </Link>
                <span className="block text-slate-600">{signer.role ? `${signer.role}, ${siteName}` : siteName}</span>
              </>
            ) : (
              <span className="block font-semibold text-slate-900">{t('founderNote.teamSignature', { siteName })}</span>
            )}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
