import { revalidateTag } from 'next/cache';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTextHistory, resetText, saveText } from '@/app/(admin)/admin/texts/actions';
import { TEXTS_CACHE_TAG } from '@/lib/server/cache-tags';
import { expireCachedReads } from '@/lib/server/data-cache';
import { connectDb } from '@/lib/server/db';
import { launchCheck } from '@/lib/server/launch/launch-check';
import { createScheduler } from '@/lib/server/scheduler';
import { listTextEntries } from '@/lib/server/texts/queries';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import { textsLanguageTag } from '@/lib/server/texts/pages';
import { textWatchJob } from '@/lib/server/texts/watch';
import { catalogueDefault } from '@/lib/texts/catalogue';
import { AuditEntry } from '@/models/audit-entry';
import { TextOverride, textOverrideId } from '@/models/text-override';
import { TextOverrideRevision } from '@/models/text-override-revision';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The firm's own words (issue 45): the Texts screen's actions, the merge over the catalogue where
// pages and mails read their texts, the expiry per language, the history and the audit, and the
// other instances' watch, against the embedded database.

type HomeMessages = { Home: { hero: { heading: string; intro: string } }; Nav: { home: string } };
const heading = async (locale: 'en' | 'de' | 'xx') => ((await loadSiteMessages(locale)) as unknown as HomeMessages).Home.hero.heading;
const expiredTags = () => vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag);

beforeAll(async () => {
  await connectDb();
  actAs(await tokenFor(await createUser({ email: 'texts-editor@example.com', password: 'long enough password', name: 'Edda Editor', role: 'editor' })));
});

beforeEach(async () => {
  await Promise.all([TextOverride.deleteMany({}), TextOverrideRevision.deleteMany({}), AuditEntry.deleteMany({})]);
  expireCachedReads(TEXTS_CACHE_TAG);
  vi.mocked(revalidateTag).mockClear();
});

describe('the firm’s wording over the catalogue', () => {
  it('shows an override in its own language only, over the catalogue’s text, and the default again after a reset', async () => {
    const english = catalogueDefault('Home.hero.heading', 'en')!;
    const german = catalogueDefault('Home.hero.heading', 'de')!;
    expect(await heading('de')).toBe(german);

    const entry = dataOf(await saveText({ key: 'Home.hero.heading', locale: 'de', value: 'Arbeiten in Deutschland' }));
    expect(entry.overrides.de).toMatchObject({ value: 'Arbeiten in Deutschland', updatedBy: 'Edda Editor' });
    expect(entry.defaults).toMatchObject({ en: english, de: german });
    expect(await heading('de')).toBe('Arbeiten in Deutschland');
    expect(await heading('en')).toBe(english);
    // The rest of the catalogue stays as it is.
    expect(((await loadSiteMessages('de')) as unknown as HomeMessages).Nav.home).toBe(catalogueDefault('Nav.home', 'de'));

    const reset = dataOf(await resetText({ key: 'Home.hero.heading', locale: 'de' }));
    expect(reset.overrides).toEqual({});
    expect(await heading('de')).toBe(german);
  });

  it('applies an override of the pseudo-locale over its transformed English, and ignores keys that left the catalogue', async () => {
    const now = new Date();
    await TextOverride.create([
      { _id: textOverrideId('xx', 'Home.hero.heading'), locale: 'xx', key: 'Home.hero.heading', value: '[Ŵöŕķ]', updatedBy: 'x', updatedAt: now },
      { _id: textOverrideId('en', 'Home.gone'), locale: 'en', key: 'Home.gone', value: 'Old', updatedBy: 'x', updatedAt: now },
    ]);
    // Written straight to the database: what this process keeps is expired by hand.
    expireCachedReads(TEXTS_CACHE_TAG);
    expect(await heading('xx')).toBe('[Ŵöŕķ]');
    expect((await loadSiteMessages('en')) as unknown as Record<string, Record<string, unknown>>).not.toHaveProperty('Home.gone');
    expect((await listTextEntries()).find((entry) => entry.key === 'Home.gone')).toBeUndefined();
  });

  it('refuses a text without its placeholder under the field, and saves nothing', async () => {
    const result = await saveText({ key: 'Home.hero.showSlide', locale: 'en', value: 'Show slide {number}' });
    expect(result).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { value: [expect.stringMatching(/The text needs \{count\}/)] } });
    expect(await TextOverride.countDocuments()).toBe(0);
  });
});

describe('expiry', () => {
  it('expires the German pages that show a German text, and no English one', async () => {
    dataOf(await saveText({ key: 'Home.hero.heading', locale: 'de', value: 'Arbeiten in Deutschland' }));
    expect(expiredTags()).toContain('_N_T_/lang/de');
    expect(expiredTags().filter((tag) => String(tag).includes('/lang/en'))).toEqual([]);

    vi.mocked(revalidateTag).mockClear();
    dataOf(await saveText({ key: 'Nav.home', locale: 'en', value: 'Start' }));
    // A site-wide text: every English page (each carries the language's tag), no German one.
    expect(expiredTags()).toContain(textsLanguageTag('en'));
    expect(expiredTags()).not.toContain(textsLanguageTag('de'));
  });

  it('saving the same value again changes, expires and records nothing', async () => {
    dataOf(await saveText({ key: 'Nav.about', locale: 'en', value: 'About the firm' }));
    vi.mocked(revalidateTag).mockClear();
    dataOf(await saveText({ key: 'Nav.about', locale: 'en', value: 'About the firm' }));
    expect(expiredTags()).toEqual([]);
    expect(await TextOverrideRevision.countDocuments()).toBe(1);
  });
});

describe('history and audit', () => {
  it('keeps the values each save and reset replaced, newest first, and audits both', async () => {
    const german = catalogueDefault('Home.hero.heading', 'de')!;
    dataOf(await saveText({ key: 'Home.hero.heading', locale: 'de', value: 'Erste Fassung' }));
    dataOf(await saveText({ key: 'Home.hero.heading', locale: 'de', value: 'Zweite Fassung' }));
    dataOf(await resetText({ key: 'Home.hero.heading', locale: 'de' }));
    // A reset of a text without an override changes nothing.
    dataOf(await resetText({ key: 'Home.hero.heading', locale: 'de' }));

    const history = dataOf(await loadTextHistory({ key: 'Home.hero.heading' }));
    expect(history.map((entry) => [entry.value, entry.wasDefault])).toEqual([
      ['Zweite Fassung', false],
      ['Erste Fassung', false],
      [german, true],
    ]);
    expect(history[0]).toMatchObject({ locale: 'de', replacedBy: 'Edda Editor' });

    const audit = await AuditEntry.find().sort({ at: 1, _id: 1 }).lean();
    expect(audit.map((entry) => [entry.action, entry.target, entry.details])).toEqual([
      ['text-saved', 'Home.hero.heading', 'German: Erste Fassung'],
      ['text-saved', 'Home.hero.heading', 'German: Zweite Fassung'],
      ['text-reset', 'Home.hero.heading', 'German'],
    ]);
  });

  it('keeps the newest 20 earlier values of a text in a language', async () => {
    for (let index = 0; index < 22; index++) dataOf(await saveText({ key: 'Nav.blog', locale: 'en', value: `Blog ${index}` }));
    const history = dataOf(await loadTextHistory({ key: 'Nav.blog' }));
    expect(history).toHaveLength(20);
    expect(history[0]!.value).toBe('Blog 20');
  });
});

// Another instance: the job's first run notes the newest change, the next one acts on later ones.
async function textWatchRunTwice(between: () => Promise<void> = async () => {}): Promise<void> {
  const scheduler = createScheduler();
  scheduler.add(textWatchJob());
  await scheduler.runNow('texts-watch');
  await between();
  await scheduler.runNow('texts-watch');
}

describe('the other instances’ watch', () => {
  it('expires the pages and the kept texts of a change written to the database by another process', async () => {
    expect(await heading('de')).toBe(catalogueDefault('Home.hero.heading', 'de'));

    await textWatchRunTwice(async () => {
      // What saveTextOverride does in another process: the override and its history entry.
      const now = new Date();
      await TextOverride.create({ _id: textOverrideId('de', 'Home.hero.heading'), locale: 'de', key: 'Home.hero.heading', value: 'Von nebenan', updatedBy: 'Other', updatedAt: now });
      await TextOverrideRevision.create({ key: 'Home.hero.heading', locale: 'de', value: 'x', replacedBy: 'Other', replacedAt: now });
      vi.mocked(revalidateTag).mockClear();
    });
    expect(expiredTags()).toContain('_N_T_/lang/de');
    expect(expiredTags().filter((tag) => String(tag).includes('/lang/en'))).toEqual([]);
    expect(await heading('de')).toBe('Von nebenan');
  });
});

describe('the launch check', () => {
  it('lists a text changed in one language only and a German that reads as the English', async () => {
    dataOf(await saveText({ key: 'Home.hero.heading', locale: 'en', value: 'Work in Germany' }));
    dataOf(await saveText({ key: 'Nav.blog', locale: 'en', value: 'Articles' }));
    dataOf(await saveText({ key: 'Nav.blog', locale: 'de', value: 'Articles' }));
    const texts = (await launchCheck()).filter((item) => item.area === 'Texts');
    expect(texts.map((item) => item.title)).toEqual([
      'Text Home.hero.heading: changed in English only; check that the German says the same.',
      'Text Nav.blog: the German reads the same as the English.',
    ]);
  });
});
