import 'server-only';
import mongoose from 'mongoose';
import { EDITABLE_STATUSES, isEditable, ISSUE_MESSAGES, toIssueRecord, type IssueInput, type IssuePostChoice, type IssueRecord } from '@/lib/newsletter/newsletter-issue';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { publishedDate } from '@/lib/posts/post';
import { listPosts } from '@/lib/server/posts/queries';
import { inLanguage, publicPostFilter } from '@/lib/server/posts/visibility';
import { NewsletterIssue, type NewsletterIssueFields } from '@/models/newsletter-issue';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { Post } from '@/models/post';
import { deleteIssueMail } from './sending';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

// The newsletter's issues as the back office reads and writes them (issue 30). Sending them is
// sending.ts's; this module only lets staff change what has not started going out.

const NOT_FOUND = 'Issue not found';
const NOT_EDITABLE = 'This issue is being sent or was sent: it can no longer be changed.';
const NOT_DELETABLE = 'This issue is being sent or was sent: it can no longer be deleted.';
// The posts offered per language in the editor's list, newest first.
const POST_CHOICES_PER_LANGUAGE = 100;

type StoredIssue = NewsletterIssueFields & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };

const objectId = (id: string) => (mongoose.isObjectIdOrHexString(id) ? new mongoose.Types.ObjectId(id) : null);

// One page of the issues, newest first. One more than the page is read to know whether a next
// page exists, so no whole count is needed.
export async function listIssues({ page, limit }: { page: number; limit: number }): Promise<{ issues: IssueRecord[]; hasNext: boolean }> {
  await connectDb();
  const rows = await NewsletterIssue.find()
    .sort({ createdAt: -1, _id: -1 })
    .skip((page - 1) * limit)
    .limit(limit + 1)
    .lean<StoredIssue[]>();
  return { issues: rows.slice(0, limit).map(toIssueRecord), hasNext: rows.length > limit };
}

export async function readIssue(id: string): Promise<IssueRecord | null> {
  const _id = objectId(id);
  if (!_id) return null;
  await connectDb();
  const row = await NewsletterIssue.findById(_id).lean<StoredIssue>();
  return row ? toIssueRecord(row) : null;
}

async function requireIssue(id: string): Promise<IssueRecord> {
  const issue = await readIssue(id);
  if (!issue) throw new DomainError('not-found', NOT_FOUND);
  return issue;
}

// The chosen posts must be public, in the issue's language, now: a field error otherwise.
async function checkPosts(input: IssueInput): Promise<void> {
  if (input.bodySource !== 'posts') return;
  const ids = input.postIds.map((id) => new mongoose.Types.ObjectId(id));
  const found = await Post.countDocuments({ _id: mongoose.trusted({ $in: ids }), ...publicPostFilter(), ...inLanguage(input.locale) });
  if (found !== ids.length) throw new DomainError('invalid', ISSUE_MESSAGES.postsUnpublished, { postIds: [ISSUE_MESSAGES.postsUnpublished] });
}

function fields(input: IssueInput) {
  return {
    locale: input.locale,
    subject: input.subject,
    previewText: input.previewText,
    bodySource: input.bodySource,
    body: input.body,
    postIds: input.postIds.map((id) => new mongoose.Types.ObjectId(id)),
  };
}

export async function createIssue(input: IssueInput, author: { id: string; name: string }): Promise<IssueRecord> {
  await connectDb();
  await checkPosts(input);
  const created = await NewsletterIssue.create({ ...fields(input), status: 'draft', createdById: author.id, createdByName: author.name, updatedByName: author.name });
  return requireIssue(String(created._id));
}

// Only a draft or a scheduled issue (which keeps its time). The filter repeats the status so that
// on MongoDB an issue the sending job started in between is left alone; FerretDB does not make
// that check atomic, and there the job's start and a save at the same moment may both happen.
export async function updateIssue(id: string, input: IssueInput, editorName: string): Promise<IssueRecord> {
  const issue = await requireIssue(id);
  if (!isEditable(issue.status)) throw new DomainError('conflict', NOT_EDITABLE);
  await checkPosts(input);
  const result = await NewsletterIssue.updateOne(
    { _id: new mongoose.Types.ObjectId(issue.id), status: mongoose.trusted({ $in: [...EDITABLE_STATUSES] }) },
    { $set: { ...fields(input), sample: false, updatedByName: editorName } },
  );
  if (result.matchedCount === 0) throw new DomainError('conflict', NOT_EDITABLE);
  return requireIssue(issue.id);
}

// A draft or a scheduled issue that has not started; nothing of it has gone out but tests, whose
// messages go with it (sending.ts deleteIssueMail: the issue's outbox groups and links).
export async function deleteIssue(id: string): Promise<IssueRecord> {
  const issue = await requireIssue(id);
  if (!isEditable(issue.status)) throw new DomainError('conflict', NOT_DELETABLE);
  const { deletedCount } = await NewsletterIssue.deleteOne({ _id: new mongoose.Types.ObjectId(issue.id), status: mongoose.trusted({ $in: [...EDITABLE_STATUSES] }) });
  if (deletedCount === 0) throw new DomainError('conflict', NOT_DELETABLE);
  await deleteIssueMail(issue.id);
  return issue;
}

// How many would receive an issue in this language if it went out now: one count.
export async function confirmedSubscriberCount(locale: Locale): Promise<number> {
  await connectDb();
  return NewsletterSubscriber.countDocuments({ status: 'confirmed', locale });
}

// The published posts the editor offers, per language, newest first.
export async function issuePostChoices(): Promise<IssuePostChoice[]> {
  const lists = await Promise.all(PUBLISHED_LOCALES.map((locale) => listPosts({ locale, limit: POST_CHOICES_PER_LANGUAGE })));
  return lists.flat().map((post) => ({ id: post._id, title: post.headline, locale: post.locale, publishedAt: publishedDate(post) }));
}
