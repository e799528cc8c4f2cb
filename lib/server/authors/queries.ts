import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { type AuthorDto, type AuthorWithPostCount, toAuthorDto } from '@/lib/authors/author';
import { Author } from '@/models/author';
import { Post } from '@/models/post';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// Every author by name, with how many posts (drafts included) name them: the admin list.
export async function listAuthors(): Promise<AuthorWithPostCount[]> {
  await connectDb();
  const [authors, counts] = await Promise.all([
    Author.find().sort({ name: 1, _id: 1 }).lean(),
    // One accumulator per $group: FerretDB fills only one (shared ARCHITECTURE.md).
    Post.aggregate<{ _id: mongoose.Types.ObjectId; count: number }>([
      { $match: { authorId: { $exists: true, $ne: null } } },
      { $group: { _id: '$authorId', count: { $sum: 1 } } },
    ]),
  ]);
  const byAuthor = new Map(counts.map((entry) => [entry._id.toString(), entry.count]));
  return authors.map((author) => ({ ...toAuthorDto(author), postCount: byAuthor.get(author._id.toString()) ?? 0 }));
}

export async function getAuthor(id: string): Promise<AuthorDto | null> {
  if (!mongoose.isObjectIdOrHexString(id)) return null;
  await connectDb();
  const author = await Author.findById(id).lean();
  return author ? toAuthorDto(author) : null;
}

export async function getAuthorBySlug(slug: string): Promise<AuthorDto | null> {
  await connectDb();
  const author = await Author.findOne({ slug }).lean();
  return author ? toAuthorDto(author) : null;
}

// The About page's team section: the authors marked for it, by position, then name.
export async function listTeam(locale: Locale = DEFAULT_LOCALE): Promise<AuthorDto[]> {
  await connectDb();
  const members = await Author.find({ onTeam: true }).sort({ teamOrder: 1, name: 1, _id: 1 }).lean();
  return members.map((member) => toAuthorDto(member, locale));
}

// Who signs the founder's note; null: nobody (the note is signed by the team). Saving a signer
// clears the others, so there is one; should two saves have crossed, the later one signs.
export async function getFounderNoteSigner(locale: Locale = DEFAULT_LOCALE): Promise<AuthorDto | null> {
  await connectDb();
  const signer = await Author.findOne({ signsFounderNote: true }).sort({ updatedAt: -1, _id: -1 }).lean();
  return signer ? toAuthorDto(signer, locale) : null;
}
