import { beforeAll, describe, expect, it, vi } from 'vitest';
import { everySitemapEntry } from './support/sitemap';
import { localizeHref } from '@/i18n/pathnames';
import { listChecklists } from '@/lib/server/checklists/queries';
import { connectDb } from '@/lib/server/db';
import { getSiteConfig } from '@/lib/site';
import { seedSampleChecklists } from '../scripts/lib/seed';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

beforeAll(async () => {
  await connectDb();
  // The five sample checklists, stored as a fresh install has them.
  await seedSampleChecklists();
});

describe('the sitemap and the document checklists', () => {
  it('lists the checklists page and every checklist in each language, with alternates that point back', async () => {
    const site = getSiteConfig().url;
    const entries = await everySitemapEntry();
    const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
    const checklists = await listChecklists();
    expect(checklists.length).toBe(5);
    for (const path of ['/checklists', ...checklists.map((checklist) => `/checklists/${checklist.id}`)]) {
      const english = `${site}${path}`;
      const german = `${site}${localizeHref(path, 'de')}`;
      expect(german, path).toContain('/de/checklisten');
      expect(byUrl.get(english)?.alternates, path).toEqual({ en: english, de: german, 'x-default': english });
      expect(byUrl.get(german)?.alternates, path).toEqual({ en: english, de: german, 'x-default': english });
    }
  });
});
