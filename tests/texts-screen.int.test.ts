import { type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import TextsPage from '@/app/(admin)/admin/texts/page';
import { endTextPreview, previewText } from '@/app/(admin)/admin/texts/preview/actions';
import { NotAllowed } from '@/components/admin/not-allowed';
import { TextRow } from '@/components/admin/texts/text-row';
import type { TextEntryDto } from '@/lib/texts/text-entry';
import { decodePreviewDraft, PREVIEW_DRAFT_COOKIE } from '@/lib/texts/text-preview';
import { actAs, cookiesSet, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';
import { elementsOf } from './support/elements';

const draft = vi.hoisted(() => ({ enabled: false, deleted: [] as string[] }));
vi.mock('next/headers', async () => {
  const { nextHeadersMock } = await import('./support/actions');
  return {
    ...nextHeadersMock,
    cookies: async () => ({ ...(await nextHeadersMock.cookies()), delete: (name: string) => void draft.deleted.push(name) }),
    draftMode: async () => ({ isEnabled: draft.enabled, enable: () => void (draft.enabled = true), disable: () => void (draft.enabled = false) }),
  };
});
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The Texts screen (issue 45): who may open it, its filter and paging from the address, and its
// preview, which keeps the typed wording in this browser's cookie under draft mode.
let editor = '';
let admin = '';
let adviser = '';

beforeAll(async () => {
  editor = await tokenFor(await createUser({ email: 'texts-editor@example.com', password: 'long enough password', name: 'Texts Editor', role: 'editor' }));
  admin = await tokenFor(await createUser({ email: 'texts-admin@example.com', password: 'long enough password', role: 'admin' }));
  adviser = await tokenFor(await createUser({ email: 'texts-adviser@example.com', password: 'long enough password', role: 'adviser' }));
});

const keysOf = (page: ReactNode) => elementsOf(page, TextRow).map((row) => (row.props.entry as TextEntryDto).key);
const open = (params: Record<string, string> = {}) => TextsPage({ searchParams: Promise.resolve(params) });

describe('the Texts page', () => {
  it('shows advisers the not-allowed screen and no text', async () => {
    actAs(adviser);
    const page = await open();
    expect(elementsOf(page, NotAllowed)).toHaveLength(1);
    expect(keysOf(page)).toEqual([]);
  });

  it('shows administrators and editors a page of 40 texts, and the next page from the address', async () => {
    for (const token of [admin, editor]) {
      actAs(token);
      const first = keysOf(await open());
      expect(first).toHaveLength(40);
      const second = keysOf(await open({ page: '2' }));
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((key) => first.includes(key))).toEqual([]);
    }
  });

  it('searches the keys and the texts of every language', async () => {
    actAs(editor);
    expect(keysOf(await open({ q: 'Home.hero.heading' }))).toEqual(['Home.hero.heading']);
    expect(keysOf(await open({ q: 'Zukunft in Deutschland gestalten' }))).toContain('Home.hero.heading');
    expect(keysOf(await open({ q: 'no text says this, anywhere' }))).toEqual([]);
  });
});

describe('the preview', () => {
  it('keeps the typed wording in a cookie, turns draft mode on and answers the page in the text’s language', async () => {
    actAs(editor);
    draft.enabled = false;
    const before = cookiesSet.length;
    expect(dataOf(await previewText({ key: 'Home.hero.heading', locale: 'de', value: 'Neu: Ihre Zukunft in Deutschland' }))).toEqual({ address: '/de' });
    expect(draft.enabled).toBe(true);
    const cookie = cookiesSet.slice(before).find((set) => set.name === PREVIEW_DRAFT_COOKIE);
    expect(decodePreviewDraft(cookie?.value)).toEqual({ locale: 'de', key: 'Home.hero.heading', value: 'Neu: Ihre Zukunft in Deutschland' });
  });

  it('refuses a wording Save would refuse, under its field, and keeps no draft', async () => {
    actAs(editor);
    draft.enabled = false;
    const before = cookiesSet.length;
    const result = await previewText({ key: 'Home.hero.showSlide', locale: 'en', value: 'Show slide {number}' });
    expect(result).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { value: [expect.any(String)] } });
    expect(draft.enabled).toBe(false);
    expect(cookiesSet.length).toBe(before);
  });

  it('refuses a text no page shows, or none the catalogue has', async () => {
    actAs(editor);
    expect(await previewText({ key: 'BookingMail.nothing', locale: 'en', value: 'x' })).toMatchObject({ ok: false, code: 'not-found' });
    expect(await previewText({ key: 'Home.hero', locale: 'en', value: 'x' })).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('ends with draft mode off and the draft cookie gone', async () => {
    actAs(editor);
    draft.enabled = true;
    dataOf(await endTextPreview(undefined));
    expect(draft.enabled).toBe(false);
    expect(draft.deleted).toContain(PREVIEW_DRAFT_COOKIE);
  });

  it('is not for advisers', async () => {
    actAs(adviser);
    expect(await previewText({ key: 'Home.hero.heading', locale: 'en', value: 'x' })).toMatchObject({ ok: false, code: 'forbidden' });
  });
});
