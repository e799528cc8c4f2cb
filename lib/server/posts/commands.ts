import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { removeImage } from '@/lib/server/storage';
import { storeUploadedImage } from '@/lib/server/storage/image';
import type { PostInput } from '@/lib/validation/post-input';
import { Post } from '@/models/post';
import { PostLike } from '@/models/post-like';
import { PostView } from '@/models/post-view';
import { expirePostCaches } from './cached';
import type { PostDto } from '@/lib/posts/dto';
import { toPostDto } from './to-dto';

const NOT_FOUND = 'Post not found';

export function checkPostId(id: string): void {
  if (!mongoose.isObjectIdOrHexString(id)) throw new DomainError('invalid', 'Invalid post id');
}

// An old image that cannot be removed is only wasted space; the post itself is already saved.
async function discardImage(name: string | null | undefined): Promise<void> {
  if (!name) return;
  await removeImage(name).catch((error: unknown) => console.error(`[posts] could not remove image ${name}:`, error));
}

type Existing = { status?: string | null; publishAt?: Date | null } | null;

// The publish time to store: the one given; for a post published without one, the time it first
// went out (kept through later saves) or now. A draft without one keeps whatever it had.
export function publishTimeFor(input: Pick<PostInput, 'status' | 'publishAt'>, existing: Existing, now = new Date()): Date | undefined {
  if (input.publishAt) return input.publishAt;
  if (input.status !== 'published') return undefined;
  const wasOut = existing && existing.status !== 'draft' && existing.publishAt && existing.publishAt.getTime() <= now.getTime();
  return wasOut ? existing.publishAt! : now;
}

function storedFields(input: PostInput, existing: Existing) {
  const publishAt = publishTimeFor(input, existing);
  const fields: Omit<PostInput, 'publishAt'> & { publishAt?: Date } = { ...input };
  delete fields.publishAt;
  if (publishAt) fields.publishAt = publishAt;
  return fields;
}

// The image is stored first; if the post cannot be saved, it is removed again.
export async function createPost(input: PostInput, image: Buffer): Promise<PostDto> {
  await connectDb();
  const imageName = await storeUploadedImage(image);
  try {
    const post = await Post.create({ ...storedFields(input, null), image: imageName });
    expirePostCaches(post._id.toString());
    return toPostDto(post);
  } catch (error) {
    await discardImage(imageName);
    throw error;
  }
}

// Replacing the image removes the old file once the post points at the new one.
export async function updatePost(id: string, input: PostInput, image?: Buffer): Promise<PostDto> {
  checkPostId(id);
  await connectDb();
  const existing = await Post.findById(id).select('image status publishAt').lean();
  if (!existing) throw new DomainError('not-found', NOT_FOUND);
  const imageName = image ? await storeUploadedImage(image) : undefined;
  let updated;
  try {
    const fields = storedFields(input, existing);
    const changes = imageName ? { ...fields, image: imageName } : fields;
    updated = await Post.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after', runValidators: true }).lean();
  } catch (error) {
    await discardImage(imageName);
    throw error;
  }
  if (!updated) {
    await discardImage(imageName);
    throw new DomainError('not-found', NOT_FOUND);
  }
  if (imageName && existing.image !== imageName) await discardImage(existing.image);
  expirePostCaches(id);
  return toPostDto(updated);
}

export async function deletePost(id: string): Promise<void> {
  checkPostId(id);
  await connectDb();
  const post = await Post.findByIdAndDelete(id).lean();
  if (!post) throw new DomainError('not-found', NOT_FOUND);
  await Promise.all([PostView.deleteMany({ postId: post._id }), PostLike.deleteMany({ postId: post._id })]);
  await discardImage(post.image);
  expirePostCaches(id);
}
