import 'server-only';
import { cachedRead, expireCachedReads } from '@/lib/server/data-cache';
import { TEAM_CACHE_TAG } from '@/lib/server/cache-tags';
import { expirePublicPage } from '@/lib/server/public-page-cache';
import { isDatabaseUnavailable } from '@/lib/server/db';
import type { AuthorDto } from '@/lib/authors/author';
import { getFounderNoteSigner, listTeam } from './queries';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// The people on the About page: its team section and the founder's note's signer. The page stays
// a cached page: these are read through Next's data cache under a tag of their own, which every
// author write expires (with the page), so a change shows at once on the instance that made it
// and within a minute on the others.
export const ABOUT_PATH = '/about';

export type AboutPeople = { team: AuthorDto[]; signer: AuthorDto | null };
const NOBODY: AboutPeople = { team: [], signer: null };

// One entry per language (the argument is part of the key): roles and bios in it.
const cachedAboutPeople = cachedRead(
  async (locale: Locale): Promise<AboutPeople> => {
    const [team, signer] = await Promise.all([listTeam(locale), getFounderNoteSigner(locale)]);
    return { team, signer };
  },
  'authors:about',
  { tags: [TEAM_CACHE_TAG], revalidate: 60 },
);

// `next build` prerenders the page without a database: nobody (that copy is never served: each
// start renders the page again on its first request). When the database cannot be reached, a
// copy already in the data cache is used, even past its minute; with none, the page shows no
// team section and the note signed by the team, rather than failing the About page; it is
// rendered again within a minute once the database is back.
export async function aboutPeopleForPage(locale: Locale = DEFAULT_LOCALE): Promise<AboutPeople> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return NOBODY;
  try {
    return await cachedAboutPeople(locale);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[about] the team could not be read (database unavailable); showing the page without it');
    return NOBODY;
  }
}

export function expireAboutPeople(): void {
  expireCachedReads(TEAM_CACHE_TAG);
  expirePublicPage(ABOUT_PATH);
}
