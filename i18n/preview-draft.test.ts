import type { Messages } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodePreviewDraft, PREVIEW_DRAFT_COOKIE } from '@/lib/texts/text-preview';
import { applyPreviewDraft } from './preview-draft';

const request = vi.hoisted(() => ({ draft: false, cookie: undefined as string | undefined, outside: false, cookieReads: 0 }));
vi.mock('next/headers', () => ({
  draftMode: async () => {
    if (request.outside) throw new Error('`draftMode` was called outside a request scope.');
    return { isEnabled: request.draft };
  },
  cookies: async () => {
    request.cookieReads += 1;
    return { get: (name: string) => (name === PREVIEW_DRAFT_COOKIE && request.cookie ? { name, value: request.cookie } : undefined) };
  },
}));

const MESSAGES = { Home: { hero: { heading: 'Study in Germany', intro: 'We guide you' } } } as unknown as Messages;
const heading = (messages: Messages) => (messages as unknown as { Home: { hero: { heading: string } } }).Home.hero.heading;

beforeEach(() => {
  Object.assign(request, { draft: false, cookie: encodePreviewDraft({ locale: 'de', key: 'Home.hero.heading', value: 'Neu' }), outside: false, cookieReads: 0 });
});

describe('the preview draft over the messages', () => {
  it('replaces the text in its language in draft mode only', async () => {
    request.draft = true;
    expect(heading(await applyPreviewDraft(MESSAGES, 'de'))).toBe('Neu');
    expect(await applyPreviewDraft(MESSAGES, 'en')).toBe(MESSAGES);
  });

  it('never reads the cookie outside draft mode, so a cached page stays static', async () => {
    expect(await applyPreviewDraft(MESSAGES, 'de')).toBe(MESSAGES);
    expect(request.cookieReads).toBe(0);
  });

  it('leaves the messages alone without a draft, with a damaged one, or outside a request', async () => {
    request.draft = true;
    request.cookie = undefined;
    expect(await applyPreviewDraft(MESSAGES, 'de')).toBe(MESSAGES);
    request.cookie = 'not-a-draft';
    expect(await applyPreviewDraft(MESSAGES, 'de')).toBe(MESSAGES);
    request.outside = true;
    expect(await applyPreviewDraft(MESSAGES, 'de')).toBe(MESSAGES);
  });
});
