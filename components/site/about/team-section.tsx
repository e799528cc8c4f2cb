import Link from 'next/link';
import { AuthorPhotoBeside } from '@/components/site/posts/author-photo';
import { authorPath, type AuthorDto } from '@/lib/authors/author';
import { localizeHref } from '@/i18n/pathnames';
import type { AboutTranslator } from './about-translator';
import { SiteSection } from '@/components/site/site-section';
import type { Locale } from '@/i18n/locales';

// id="team". The people marked "on the team" in the back office, in their order; not shown at all
// while there is nobody (no empty heading).
export function TeamSection({ team, t, locale }: { team: AuthorDto[]; t: AboutTranslator; locale: Locale }) {
  if (team.length === 0) return null;
  return (
    <SiteSection id="team" titleId="team-title" heading={t('team.heading')} intro={t('team.intro')} className="bg-white">
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {team.map((member) => (
          <li key={member._id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <AuthorPhotoBeside author={member} size={96}>
              <h3 className="text-lg font-semibold break-words text-slate-900" translate="no">
                {member.name}
              </h3>
              {member.role && <p className="text-slate-700">{member.role}</p>}
            </AuthorPhotoBeside>
            {member.bio && <p className="mt-4 whitespace-pre-line text-slate-700">{member.bio}</p>}
            {(member.credentials.length > 0 || member.languages.length > 0) && (
              <dl className="mt-4 space-y-3 text-sm">
                {member.credentials.length > 0 && (
                  <div>
                    <dt className="font-semibold text-slate-900">{t('team.qualifications')}</dt>
                    {/* Qualifications and languages are written once, as the person gave them. */}
                    <dd translate="no">
                      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                        {member.credentials.map((credential) => (
                          <li key={credential}>{credential}</li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                )}
                {member.languages.length > 0 && (
                  <div>
                    <dt className="font-semibold text-slate-900">{t('team.languages')}</dt>
                    <dd className="mt-1 text-slate-700" translate="no">
                      {member.languages.join(', ')}
                    </dd>
                  </div>
                )}
              </dl>
            )}
            <Link href={localizeHref(authorPath(member), locale)} className="mt-auto inline-block pt-4 font-medium text-brand-700 underline-offset-2 hover:underline">
              {t.rich('team.profileLink', { name: member.name, person: (chunks) => <span translate="no">{chunks}</span> })}
            </Link>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
