import mongoose from 'mongoose';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addIssue, cancelIssueSchedule, pauseIssueSending, previewIssueBody, removeIssue, resumeIssueSending, saveIssue, sendIssue } from '@/app/(admin)/admin/newsletter/issues/actions';
import NewsletterIssuesPage from '@/app/(admin)/admin/newsletter/issues/page';
import { connectDb } from '@/lib/server/db';
import { issueContent } from '@/lib/server/newsletter/issue-content';
import { confirmedSubscriberCount, listIssues, readIssue } from '@/lib/server/newsletter/issue-store';
import { saveNewsletterSettings } from '@/lib/server/newsletter/settings';
import { toBerlinLocal } from '@/lib/time/berlin';
import { ISSUE_MESSAGES, type IssueFormInput } from '@/lib/newsletter/newsletter-issue';
import { USER_ROLES, type UserRole } from '@/lib/auth/permissions';
import { AuditEntry } from '@/models/audit-entry';
import { NewsletterIssue } from '@/models/newsletter-issue';
import { NewsletterSettingsModel } from '@/models/newsletter-settings';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { Post } from '@/models/post';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The newsletter's issues in the back office (issue 30): administrators and editors write them,
// one language each; the content can change only until sending starts; an issue built from posts
// takes published posts of its language only. Sending itself: tests/newsletter-sending.int.test.ts.

const tokens = new Map<UserRole, string>();
const HOUR = 3_600_000;

beforeAll(async () => {
  await connectDb();
  for (const role of USER_ROLES) tokens.set(role, await tokenFor(await createUser({ email: `issues-${role}@example.com`, password: 'long enough password', role })));
});

beforeEach(async () => {
  await Promise.all([AuditEntry.deleteMany({}), NewsletterIssue.deleteMany({}), NewsletterSettingsModel.deleteMany({}), NewsletterSubscriber.deleteMany({}), Post.deleteMany({})]);
  actAs(tokens.get('editor')!);
});

async function insertPost(headline: string, { locale = 'en', status = 'published', publishAt = new Date(Date.now() - HOUR) } = {}) {
  const _id = new mongoose.Types.ObjectId();
  const slug = headline.toLowerCase().replace(/\W+/g, '-');
  await Post.collection.insertOne({ _id, headline, summary: `${headline}: what changes and what to do now.`, category: 'General', tags: [], slug, locale, translationGroup: _id, status, publishAt, createdAt: new Date(), updatedAt: new Date() });
  return String(_id);
}

const MARKDOWN: IssueFormInput = { locale: 'en', subject: 'News from Berlin', previewText: 'Three things to know', bodySource: 'markdown', body: '## Hello\n\nThe **news**.', postIds: [] };

describe('writing an issue', () => {
  it('an editor creates a draft and saves changes; both are in the audit log', async () => {
    const created = dataOf(await addIssue(MARKDOWN));
    expect(created).toMatchObject({ status: 'draft', locale: 'en', subject: 'News from Berlin', body: MARKDOWN.body, createdByName: expect.any(String) });

    const saved = dataOf(await saveIssue(created.id, { ...MARKDOWN, locale: 'de', subject: 'Neues aus Berlin' }));
    expect(saved).toMatchObject({ id: created.id, locale: 'de', subject: 'Neues aus Berlin', status: 'draft' });
    expect(await readIssue(created.id)).toMatchObject({ locale: 'de', subject: 'Neues aus Berlin' });
    const audit = await AuditEntry.find().sort({ at: 1 }).lean();
    expect(audit.map((entry) => [entry.action, entry.target])).toEqual([
      ['newsletter-issue-saved', 'News from Berlin'],
      ['newsletter-issue-saved', 'Neues aus Berlin'],
    ]);
  });

  it('refuses wrong input with a message per field and stores nothing', async () => {
    const result = await addIssue({ ...MARKDOWN, subject: '  ', body: ' \n ', locale: 'fr' as never });
    expect(result).toMatchObject({ ok: false, code: 'invalid' });
    expect(!result.ok && result.fieldErrors).toMatchObject({ subject: [ISSUE_MESSAGES.subjectRequired], locale: [ISSUE_MESSAGES.locale] });

    const noBody = await addIssue({ ...MARKDOWN, body: '' });
    expect(!noBody.ok && noBody.fieldErrors).toEqual({ body: [ISSUE_MESSAGES.bodyRequired] });
    const twoLines = await addIssue({ ...MARKDOWN, subject: 'News\nBcc: someone@example.com' });
    expect(!twoLines.ok && Object.keys(twoLines.fieldErrors ?? {})).toEqual(['subject']);
    const noPosts = await addIssue({ ...MARKDOWN, bodySource: 'posts' });
    expect(!noPosts.ok && noPosts.fieldErrors).toEqual({ postIds: [ISSUE_MESSAGES.postsRequired] });
    expect(await NewsletterIssue.countDocuments()).toBe(0);
  });

  it('an issue of posts takes 1 to 10 published posts of its language, in the order chosen', async () => {
    const first = await insertPost('Blocked account 2027');
    const second = await insertPost('Opportunity Card points');
    const german = await insertPost('Sperrkonto 2027', { locale: 'de' });
    const draft = await insertPost('Not out yet', { status: 'draft' });
    const later = await insertPost('Scheduled for next week', { status: 'scheduled', publishAt: new Date(Date.now() + 7 * 24 * HOUR) });
    const posts: IssueFormInput = { ...MARKDOWN, bodySource: 'posts', body: '' };

    for (const postIds of [[first, german], [draft], [later], [new mongoose.Types.ObjectId().toHexString()]]) {
      const refused = await addIssue({ ...posts, postIds });
      expect(refused, JSON.stringify(postIds)).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { postIds: [ISSUE_MESSAGES.postsUnpublished] } });
    }
    expect(await addIssue({ ...posts, postIds: [first, first] })).toMatchObject({ ok: false, fieldErrors: { postIds: [ISSUE_MESSAGES.postsTwice] } });
    const eleven = Array.from({ length: 11 }, () => new mongoose.Types.ObjectId().toHexString());
    expect(await addIssue({ ...posts, postIds: eleven })).toMatchObject({ ok: false, fieldErrors: { postIds: [ISSUE_MESSAGES.postsMax] } });
    expect(await addIssue({ ...posts, postIds: ['not-an-id'] })).toMatchObject({ ok: false, fieldErrors: { 'postIds.0': [ISSUE_MESSAGES.postId] } });

    const issue = dataOf(await addIssue({ ...posts, postIds: [second, first] }));
    expect(issue.postIds).toEqual([second, first]);
    const content = await issueContent(issue);
    expect(content.posts.map((post) => post.title)).toEqual(['Opportunity Card points', 'Blocked account 2027']);
    expect(content.posts[0]!.url).toMatch(/^https?:\/\/[^/]+\/blog\/opportunity-card-points$/);
    expect(content.posts[0]!.summary).toContain('what changes');

    const germanIssue = dataOf(await addIssue({ ...posts, locale: 'de', postIds: [german] }));
    expect((await issueContent(germanIssue)).posts[0]!.url).toMatch(/\/de\/blog\/sperrkonto-2027$/);
  });

  it('cannot be changed or deleted once sending has started; a draft is deleted with an audit entry', async () => {
    const sending = dataOf(await addIssue(MARKDOWN));
    await NewsletterIssue.updateOne({ _id: sending.id }, { $set: { status: 'sending', sendingStartedAt: new Date() } });
    expect(await saveIssue(sending.id, { ...MARKDOWN, subject: 'Changed while sending' })).toMatchObject({ ok: false, code: 'conflict' });
    expect(await removeIssue(sending.id)).toMatchObject({ ok: false, code: 'conflict' });
    expect(await readIssue(sending.id)).toMatchObject({ subject: 'News from Berlin', status: 'sending' });

    const draft = dataOf(await addIssue({ ...MARKDOWN, subject: 'A draft to delete' }));
    dataOf(await removeIssue(draft.id));
    expect(await readIssue(draft.id)).toBeNull();
    expect(await AuditEntry.findOne({ action: 'newsletter-issue-deleted' }).lean()).toMatchObject({ target: 'A draft to delete' });
    expect(await saveIssue(draft.id, MARKDOWN)).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('a schedule must be a Berlin time in the future', async () => {
    const issue = dataOf(await addIssue(MARKDOWN));
    const past = await sendIssue(issue.id, { when: 'at', at: toBerlinLocal(new Date(Date.now() - HOUR)) });
    expect(past).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { at: [ISSUE_MESSAGES.atPast] } });
    expect(await sendIssue(issue.id, { when: 'at', at: '2026-13-40T25:00' })).toMatchObject({ ok: false, fieldErrors: { at: [ISSUE_MESSAGES.atInvalid] } });
    expect(await sendIssue(issue.id, { when: 'at', at: '' })).toMatchObject({ ok: false, fieldErrors: { at: [ISSUE_MESSAGES.atRequired] } });
    expect(await readIssue(issue.id)).toMatchObject({ status: 'draft', scheduledAt: null });
  });
});

describe('the editor\'s preview', () => {
  it('renders the text being typed as the mail, in its language, with library images at absolute addresses; it stores nothing', async () => {
    const html = dataOf(
      await previewIssueBody({ locale: 'de', subject: 'Neues aus Berlin', body: '## Fristen\n\n> [!NOTE]\n> Bitte früh bewerben.\n\n![Der Campus](/uploads/campus.webp "Im Winter")' }),
    );
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Neues aus Berlin</title>');
    expect(html).toMatch(/<h2[^>]*>Fristen<\/h2>/);
    expect(html).toContain('Bitte früh bewerben.');
    expect(html).toMatch(/<img[^>]+src="https?:\/\/[^"]+\/uploads\/campus\.webp"/);
    expect(html).toContain('Im Winter');
    expect(await NewsletterIssue.countDocuments()).toBe(0);
  });

  it('refuses a text over the limit or a language the newsletter does not have', async () => {
    expect(await previewIssueBody({ locale: 'fr' as 'en', subject: 'x', body: 'y' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await previewIssueBody({ locale: 'en', subject: 'x', body: 'y'.repeat(100_001) })).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('reading issues', () => {
  it('lists newest first a page at a time, knowing only whether another page follows', async () => {
    for (const subject of ['First', 'Second', 'Third']) {
      dataOf(await addIssue({ ...MARKDOWN, subject }));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const first = await listIssues({ page: 1, limit: 2 });
    expect(first.issues.map((issue) => issue.subject)).toEqual(['Third', 'Second']);
    expect(first.hasNext).toBe(true);
    const second = await listIssues({ page: 2, limit: 2 });
    expect(second.issues.map((issue) => issue.subject)).toEqual(['First']);
    expect(second.hasNext).toBe(false);
  });

  it('counts the confirmed subscribers of one language only', async () => {
    // Raw inserts: only the fields the count reads.
    const proof = { subscribedAt: new Date() };
    await NewsletterSubscriber.collection.insertMany([
      { email: 'a@example.com', locale: 'de', status: 'confirmed', ...proof },
      { email: 'b@example.com', locale: 'de', status: 'pending', ...proof },
      { email: 'c@example.com', locale: 'de', status: 'unsubscribed', ...proof },
      { email: 'd@example.com', locale: 'en', status: 'confirmed', ...proof },
    ]);
    expect(await confirmedSubscriberCount('de')).toBe(1);
    expect(await confirmedSubscriberCount('en')).toBe(1);
  });

  it('the list page shows editors the issues with language and status, and advisers nothing of them', async () => {
    dataOf(await addIssue({ ...MARKDOWN, locale: 'de', subject: 'Neues aus Berlin' }));
    const editor = renderToStaticMarkup(await NewsletterIssuesPage({ searchParams: Promise.resolve({}) }));
    expect(editor).toContain('Neues aus Berlin');
    expect(editor).toContain('Language: German');
    expect(editor).toContain('Draft');

    actAs(tokens.get('adviser')!);
    const adviser = renderToStaticMarkup(await NewsletterIssuesPage({ searchParams: Promise.resolve({}) }));
    expect(adviser).toContain('Not allowed');
    expect(adviser).not.toContain('Neues aus Berlin');
    expect(await addIssue(MARKDOWN)).toMatchObject({ ok: false, code: 'forbidden' });
  });
});

describe('scheduling from the back office', () => {
  it('schedules a draft at a Berlin time and takes the schedule back, each in the audit log; refused while the newsletter is off', async () => {
    const issue = dataOf(await addIssue(MARKDOWN));
    const at = new Date(Date.now() + 2 * 24 * HOUR);
    at.setUTCSeconds(0, 0);
    expect(await sendIssue(issue.id, { when: 'at', at: toBerlinLocal(at) })).toMatchObject({ ok: false, code: 'conflict', message: expect.stringContaining('Switch the newsletter on') });

    await saveNewsletterSettings({ enabled: true, ratePerMinute: 60, pauseAfterFailures: 5 }, 'issues-admin@example.com');
    dataOf(await sendIssue(issue.id, { when: 'at', at: toBerlinLocal(at) }));
    expect(await readIssue(issue.id)).toMatchObject({ status: 'scheduled', scheduledAt: at.toISOString() });
    // A scheduled issue can still be changed; its time stays.
    expect(dataOf(await saveIssue(issue.id, { ...MARKDOWN, subject: 'Changed before it goes' }))).toMatchObject({ status: 'scheduled', scheduledAt: at.toISOString() });

    dataOf(await cancelIssueSchedule(issue.id));
    expect(await readIssue(issue.id)).toMatchObject({ status: 'draft', scheduledAt: null });
    expect(await cancelIssueSchedule(issue.id)).toMatchObject({ ok: false, code: 'conflict' });
    const actions = (await AuditEntry.find().sort({ at: 1 }).lean()).map((entry) => entry.action);
    expect(actions).toEqual(['newsletter-issue-saved', 'newsletter-issue-sent', 'newsletter-issue-saved', 'newsletter-issue-unscheduled']);
  });
});

describe('pausing from the back office', () => {
  it('pauses a sending issue with who paused it as the reason and resumes it, each in the audit log', async () => {
    const issue = dataOf(await addIssue(MARKDOWN));
    expect(await pauseIssueSending(issue.id)).toMatchObject({ ok: false, code: 'conflict' });
    await NewsletterIssue.updateOne({ _id: issue.id }, { $set: { status: 'sending', sendingStartedAt: new Date() } });

    dataOf(await pauseIssueSending(issue.id));
    const paused = await readIssue(issue.id);
    expect(paused).toMatchObject({ status: 'paused', pausedReason: expect.stringMatching(/^Paused by .+/) });
    dataOf(await resumeIssueSending(issue.id));
    expect(await readIssue(issue.id)).toMatchObject({ status: 'sending', pausedReason: '' });
    const actions = (await AuditEntry.find().sort({ at: 1 }).lean()).map((entry) => entry.action);
    expect(actions).toEqual(['newsletter-issue-saved', 'newsletter-issue-paused', 'newsletter-issue-resumed']);
  });
});
