import 'server-only';
import { cachedRead, expireCachedReads } from '@/lib/server/data-cache';
import { CHECKLISTS_CACHE_TAG } from '@/lib/server/cache-tags';
import { cache } from 'react';
import { DEFAULT_CHECKLISTS } from '@/lib/checklists/defaults';
import type { ChecklistRecord } from '@/lib/checklists/checklist';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { expirePublicPage, expirePublicPages } from '@/lib/server/public-page-cache';
import { byTitle, readChecklistRecords } from './store';

// The checklists as the public pages (/checklists, each checklist's page, the service pages that
// link one, the sitemap) and the enquiry's check of ticked items read them: the stored ones
// through Next's data cache under a tag of their own, which every write in the back office
// expires (with those pages), so a change shows at once on the instance that made it and within a
// minute on the others. The back office and the launch check read the database (store.ts).

// Every language in one entry: the pages pick theirs.
const cachedChecklists = cachedRead(() => readChecklistRecords(), 'checklists:all-languages', { tags: [CHECKLISTS_CACHE_TAG], revalidate: 60 });

// As the services do (lib/server/services/cached.ts):
// - `next build` prerenders the pages without a database: they get the defaults. That copy is
//   never served (the page cache handler starts empty, so each start renders the pages again).
// - Once read, the checklists stay in the data cache; when a refresh fails (the database is down),
//   Next keeps the last copy.
// - Read for the first time while the database is out of reach (a start during an outage): the
//   sample checklists, each marked `sample` (the pages say so), so the pages stay up; they are
//   rendered again within a minute once the database is back, since a failed read is not cached.
// One read per render (React's cache), however many parts of the page ask.
const checklistsForPages = cache(async (): Promise<ChecklistRecord[]> => {
  if (process.env.NEXT_PHASE === 'phase-production-build') return byTitle([...DEFAULT_CHECKLISTS]);
  try {
    return await cachedChecklists();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[checklists] the stored checklists cannot be read; pages show the samples:', (error as Error).message);
    return byTitle([...DEFAULT_CHECKLISTS]);
  }
});

// The checklists the public pages show, in the order of their English titles.
export async function listChecklists(): Promise<ChecklistRecord[]> {
  return checklistsForPages();
}

export async function checklistById(id: string): Promise<ChecklistRecord | null> {
  return (await listChecklists()).find((checklist) => checklist.id === id) ?? null;
}

// After a write: the cached checklists and every page that shows them (the sitemap's pages.xml
// read them through the tag, which expires it too).
export function expireChecklistPages(): void {
  expireCachedReads(CHECKLISTS_CACHE_TAG);
  expirePublicPage('/checklists');
  expirePublicPages('/checklists/[slug]');
  // A service's page links the checklists of its service.
  expirePublicPages('/services/[slug]');
}
