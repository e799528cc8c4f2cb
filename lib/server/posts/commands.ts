import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { removeImageIfUnused } from '@/lib/server/media/usage';
import { readImage } from '@/lib/server/storage';
import { storeUploadedImage } from '@/lib/server/storage/image';
import { type PostDto, type PostInput, postPath, toPostDto } from '@/lib/posts/post';
import { Author } from '@/models/author';
import { Post } from '@/models/post';
import { PostLike } from '@/models/post-like';
import { PostView } from '@/models/post-view';
import { expirePostCaches } from './cached';
import { postExcerpt } from './markdown';
import { deleteRevisions, getRevision, recordRevision } from './revisions';
import { addressesAfter, freeSlugFrom, requireFreeSlug } from './addresses';
import { withFreeSlug } from '@/lib/server/slug-addresses';
import { slugFromHeadline } from '@/lib/fields/slug';
import { languageTaken, postLocale } from '@/lib/posts/languages';
import type { Locale } from '@/i18n/locales';
import { inLanguage } from './visibility';

const NOT_FOUND = 'Post not found';
export const AUTHOR_MISSING = 'There is no author with this id';
export const SOCIAL_IMAGE_MISSING = 'This image was not found; please upload it again';
export const TRANSLATED_POST_MISSING = 'The post to translate was not found';
const FIX_FIELDS = 'Please correct the highlighted fields';

export function checkPostId(id: string): void {
  if (!mongoose.isObjectIdOrHexString(id)) throw new DomainError('invalid', 'Invalid post id');
}

// A translation may share its cover with its twin, and an upload of the same file anywhere is the
// same file: an image something still shows stays.
const discardImage = (name: string | null | undefined) => removeImageIfUnused(name, 'posts');

type Existing = {
  status?: string | null;
  publishAt?: Date | null;
  slug?: string | null;
  oldSlugs?: string[] | null;
  image?: string | null;
  socialImage?: string | null;
  locale?: string | null;
  translationGroup?: mongoose.Types.ObjectId | null;
} | null;

// The publish time to store: the one given; for a post published without one, the time it first
// went out (kept through later saves) or now. A draft without one keeps whatever it had.
export function publishTimeFor(input: Pick<PostInput, 'status' | 'publishAt'>, existing: Existing, now = new Date()): Date | undefined {
  if (input.publishAt) return input.publishAt;
  if (input.status !== 'published') return undefined;
  const wasOut = existing && existing.status !== 'draft' && existing.publishAt && existing.publishAt.getTime() <= now.getTime();
  return wasOut ? existing.publishAt! : now;
}

// The address to store: the one typed (it must be free), else the post's own, else one made
// from the headline. A changed address keeps the old one redirecting.
// Addresses are per language: a post moved to another language takes its address there afresh
// (its old one belonged to the other language's blog).
async function addressFor(input: PostInput, existing: Existing, locale: Locale, id?: string) {
  if (input.slug) await requireFreeSlug(input.slug, locale, id);
  const sameLanguage = existing && postLocale(existing.locale) === locale;
  const kept = sameLanguage ? existing.slug : undefined;
  const slug = input.slug ?? kept ?? (await freeSlugFrom(slugFromHeadline(input.headline), locale, id));
  if (!existing) return { slug, oldSlugs: [] };
  return sameLanguage ? addressesAfter(existing, slug) : { slug, oldSlugs: [] };
}

// At most one post per language in a translation group (the unique index is the last word when
// two saves cross; this check gives the clear message first).
async function requireLanguageFree(group: mongoose.Types.ObjectId, locale: Locale, ownId?: string): Promise<void> {
  const others = ownId ? { _id: mongoose.trusted({ $ne: new mongoose.Types.ObjectId(ownId) }) } : {};
  if (await Post.exists({ ...others, translationGroup: group, ...inLanguage(locale) })) {
    throw new DomainError('invalid', FIX_FIELDS, { locale: [languageTaken(locale)] });
  }
}

// The group a new post joins: its original's (translationOf), else a group of its own (its _id).
async function groupToJoin(translationOf: string | undefined, locale: Locale, ownId: mongoose.Types.ObjectId) {
  if (!translationOf) return ownId;
  const original = await Post.findById(translationOf).select('translationGroup locale').lean();
  if (!original) throw new DomainError('invalid', FIX_FIELDS, { translationOf: [TRANSLATED_POST_MISSING] });
  // A post saved before groups existed is given its own (idempotent: only where none is set).
  const group = original.translationGroup ?? original._id;
  if (!original.translationGroup) {
    await Post.updateOne({ _id: original._id, translationGroup: mongoose.trusted({ $exists: false }) }, { $set: { translationGroup: group } });
  }
  await requireLanguageFree(group, locale);
  return group;
}

// Two saves that put the same language into one group at once: the unique index refuses the second.
function isLanguageConflict(error: unknown): boolean {
  const duplicate = error as { code?: unknown; keyPattern?: Record<string, unknown>; message?: string } | null;
  return duplicate?.code === 11000 && (Boolean(duplicate.keyPattern?.translationGroup) || /translationGroup/.test(duplicate.message ?? ''));
}

function languageConflictAsDomainError(error: unknown, locale: Locale): unknown {
  return isLanguageConflict(error) ? new DomainError('invalid', FIX_FIELDS, { locale: [languageTaken(locale)] }) : error;
}

async function storedFields(input: PostInput, existing: Existing, id?: string) {
  const { headline, summary, category, tags, status, noindex, reviewed, imageAlt, seoTitle, seoDescription, authorId, socialImage } = input;
  const locale = input.locale ?? postLocale(existing?.locale);
  if (existing?.translationGroup && postLocale(existing.locale) !== locale) await requireLanguageFree(existing.translationGroup, locale, id);
  const publishAt = publishTimeFor(input, existing);
  if (authorId && !(await Author.exists({ _id: authorId }))) {
    throw new DomainError('invalid', FIX_FIELDS, { authorId: [AUTHOR_MISSING] });
  }
  // Uploaded beforehand: it must be there (the same image may be kept through later saves).
  if (socialImage && socialImage !== existing?.socialImage && !(await readImage(socialImage))) {
    throw new DomainError('invalid', FIX_FIELDS, { socialImage: [SOCIAL_IMAGE_MISSING] });
  }
  return {
    headline,
    summary,
    category,
    tags,
    status,
    noindex,
    locale,
    ...(await addressFor(input, existing, locale, id)),
    ...(publishAt ? { publishAt } : {}),
    ...(reviewed ? { reviewedAt: new Date() } : {}),
    // Optional texts left empty are cleared, so an override can be removed.
    imageAlt: imageAlt ?? '',
    seoTitle: seoTitle ?? '',
    seoDescription: seoDescription ?? '',
    socialImage: socialImage ?? '',
    // None given: the team's byline.
    authorId: authorId ? new mongoose.Types.ObjectId(authorId) : null,
  };
}

// A new cover: the bytes of the API's multipart body, or the name /api/v1/uploads gave an image
// the editor sent beforehand (a Server Action's body is too small for a file).
export type CoverImage = Buffer | string;

// The cover's stored name. `fresh`: stored by this save, so removed again if the save fails; an
// earlier upload stays, for the corrected form to send again.
async function storeCover(image: CoverImage): Promise<{ name: string; fresh: boolean }> {
  if (Buffer.isBuffer(image)) return { name: await storeUploadedImage(image), fresh: true };
  if (!(await readImage(image))) throw new DomainError('invalid', FIX_FIELDS, { image: [SOCIAL_IMAGE_MISSING] });
  return { name: image, fresh: false };
}

// The image is stored first; if the post cannot be saved, it is removed again.
export async function createPost(input: PostInput, image: CoverImage, savedBy = ''): Promise<PostDto> {
  await connectDb();
  await Post.init();
  const cover = await storeCover(image);
  const _id = new mongoose.Types.ObjectId();
  const locale = input.locale ?? postLocale(undefined);
  try {
    const translationGroup = await groupToJoin(input.translationOf, locale, _id);
    const post = await withFreeSlug(async () => Post.create({ _id, translationGroup, ...(await storedFields({ ...input, locale }, null)), image: cover.name }));
    await recordRevision(post, savedBy);
    expirePostCaches(post._id.toString());
    return toPostDto(post, postExcerpt(post.summary));
  } catch (error) {
    if (cover.fresh) await discardImage(cover.name);
    throw languageConflictAsDomainError(error, locale);
  }
}

// Replacing the image removes the old file once the post points at the new one.
export async function updatePost(id: string, input: PostInput, image?: CoverImage, savedBy = ''): Promise<PostDto> {
  checkPostId(id);
  await connectDb();
  await Post.init();
  const existing = await Post.findById(id).select('image socialImage status publishAt slug oldSlugs locale translationGroup').lean();
  if (!existing) throw new DomainError('not-found', NOT_FOUND);
  const cover = image === undefined ? undefined : await storeCover(image);
  const discardFresh = () => (cover?.fresh ? discardImage(cover.name) : undefined);
  let updated;
  try {
    updated = await withFreeSlug(async () => {
      const fields = await storedFields(input, existing, id);
      const changes = cover ? { ...fields, image: cover.name } : fields;
      return Post.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after', runValidators: true }).lean();
    });
  } catch (error) {
    await discardFresh();
    throw languageConflictAsDomainError(error, input.locale ?? postLocale(existing.locale));
  }
  if (!updated) {
    await discardFresh();
    throw new DomainError('not-found', NOT_FOUND);
  }
  if (cover && existing.image !== cover.name) await discardImage(existing.image);
  if (existing.socialImage && existing.socialImage !== updated.socialImage) await discardImage(existing.socialImage);
  await recordRevision(updated, savedBy);
  expirePostCaches(id);
  return toPostDto(updated, postExcerpt(updated.summary));
}

// What the audit log records of a save, by the API's routes and the editor's action alike.
export function postSavedAudit(post: PostDto) {
  return { action: 'post-saved', target: post.headline, details: `${post.status}, ${postPath(post)}` } as const;
}

// Puts an earlier version's content (texts, category, tags, search fields) back; the address,
// publishing state and image stay as they are. Recorded as a save of its own.
export async function restoreRevision(id: string, revisionId: string, savedBy = ''): Promise<PostDto> {
  checkPostId(id);
  const revision = await getRevision(id, revisionId);
  const { headline, summary, category, tags, imageAlt, seoTitle, seoDescription } = revision;
  const updated = await Post.findByIdAndUpdate(
    id,
    { $set: { headline, summary, category, tags, imageAlt, seoTitle, seoDescription } },
    { returnDocument: 'after', runValidators: true },
  ).lean();
  if (!updated) throw new DomainError('not-found', NOT_FOUND);
  await recordRevision(updated, savedBy);
  expirePostCaches(id);
  return toPostDto(updated, postExcerpt(updated.summary));
}

// Answers what was deleted, for the audit log.
export async function deletePost(id: string): Promise<{ headline: string }> {
  checkPostId(id);
  await connectDb();
  const post = await Post.findByIdAndDelete(id).lean();
  if (!post) throw new DomainError('not-found', NOT_FOUND);
  await Promise.all([PostView.deleteMany({ postId: post._id }), PostLike.deleteMany({ postId: post._id }), deleteRevisions(id)]);
  await discardImage(post.image);
  await discardImage(post.socialImage);
  expirePostCaches(id);
  return { headline: post.headline };
}
