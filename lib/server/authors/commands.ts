import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { removeImageIfUnused } from '@/lib/server/media/usage';
import { readImage } from '@/lib/server/storage';
import { expirePostCaches } from '@/lib/server/posts/cached';
import { firstFreeSlug, withFreeSlug } from '@/lib/server/slug-addresses';
import { slugify } from '@/lib/fields/slug';
import { type AuthorDto, type AuthorInput, toAuthorDto } from '@/lib/authors/author';
import { Author } from '@/models/author';
import { Post } from '@/models/post';
import { expireAboutPeople } from './about-people';

const NOT_FOUND = 'Author not found';
const FIELDS_MESSAGE = 'Please correct the highlighted fields';
export const AUTHOR_SLUG_TAKEN = 'This address is already used by another author';
export const PHOTO_MISSING = 'This photo was not found; please upload it again';

export function checkAuthorId(id: string): void {
  if (!mongoose.isObjectIdOrHexString(id)) throw new DomainError('invalid', 'Invalid author id');
}

async function slugTaken(slug: string, ownId?: string): Promise<boolean> {
  const others = ownId ? { _id: mongoose.trusted({ $ne: new mongoose.Types.ObjectId(ownId) }) } : {};
  return Boolean(await Author.exists({ ...others, slug }));
}

// The typed address (it must be free), the author's own, or the first free one made from the name.
async function slugFor(input: AuthorInput, existingSlug?: string, ownId?: string): Promise<string> {
  if (input.slug) {
    if (await slugTaken(input.slug, ownId)) throw new DomainError('invalid', FIELDS_MESSAGE, { slug: [AUTHOR_SLUG_TAKEN] });
    return input.slug;
  }
  if (existingSlug) return existingSlug;
  return firstFreeSlug(slugify(input.name) || 'author', (candidate) => slugTaken(candidate, ownId));
}

// A photo is an image uploaded beforehand (/api/v1/uploads): it must be there.
async function requirePhoto(photo: string): Promise<void> {
  if (photo && !(await readImage(photo))) throw new DomainError('invalid', FIELDS_MESSAGE, { photo: [PHOTO_MISSING] });
}

// One author signs the founder's note: the one just saved with it takes it from the others.
async function keepOneSigner(author: { _id: mongoose.Types.ObjectId; signsFounderNote?: boolean | null }): Promise<void> {
  if (!author.signsFounderNote) return;
  await Author.updateMany({ _id: mongoose.trusted({ $ne: author._id }), signsFounderNote: true }, { $set: { signsFounderNote: false } });
}

// Bylines and author pages (the posts' tag) and the About page's team and signature.
function expireAuthorReads(): void {
  expirePostCaches();
  expireAboutPeople();
}

// The same file uploaded as a post's image is the same file: a photo something still shows stays.
const discardPhoto = (name: string | null | undefined) => removeImageIfUnused(name, 'authors');

export async function createAuthor(input: AuthorInput): Promise<AuthorDto> {
  await connectDb();
  await Author.init();
  await requirePhoto(input.photo);
  const author = await withFreeSlug(async () => Author.create({ ...input, slug: await slugFor(input) }));
  await keepOneSigner(author);
  expireAuthorReads();
  return toAuthorDto(author);
}

// A replaced photo is removed once the profile points at the new one.
export async function updateAuthor(id: string, input: AuthorInput): Promise<AuthorDto> {
  checkAuthorId(id);
  await connectDb();
  await Author.init();
  const existing = await Author.findById(id).select('slug photo').lean();
  if (!existing) throw new DomainError('not-found', NOT_FOUND);
  await requirePhoto(input.photo);
  const updated = await withFreeSlug(async () =>
    Author.findByIdAndUpdate(id, { $set: { ...input, slug: await slugFor(input, existing.slug, id) } }, { returnDocument: 'after', runValidators: true }).lean(),
  );
  if (!updated) throw new DomainError('not-found', NOT_FOUND);
  await keepOneSigner(updated);
  if (existing.photo && existing.photo !== updated.photo) await discardPhoto(existing.photo);
  expireAuthorReads();
  return toAuthorDto(updated);
}

// The author's posts go back to the team's byline; the profile and its photo are removed.
export async function deleteAuthor(id: string): Promise<{ postsReassigned: number }> {
  checkAuthorId(id);
  await connectDb();
  const author = await Author.findById(id).lean();
  if (!author) throw new DomainError('not-found', NOT_FOUND);
  const { modifiedCount } = await Post.updateMany({ authorId: author._id }, { $unset: { authorId: 1 } });
  await Author.deleteOne({ _id: author._id });
  await discardPhoto(author.photo);
  expireAuthorReads();
  return { postsReassigned: modifiedCount };
}
