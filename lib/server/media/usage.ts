import 'server-only';
import mongoose from 'mongoose';
import { escapeRegex } from '@/lib/escape-regex';
import type { MediaUse } from '@/lib/media/media-file';
import { connectDb } from '@/lib/server/db';
import { removeImage } from '@/lib/server/storage';
import { Author } from '@/models/author';
import { MediaFile } from '@/models/media-file';
import { NewsletterIssue } from '@/models/newsletter-issue';
import { PageImage } from '@/models/page-image';
import { PAGE_IMAGE_SLOTS } from '@/lib/page-images/slots';
import { Post } from '@/models/post';

// Where a stored image is used: a post's cover or its image when shared, an author's photo, an
// image of the home or About page (lib/page-images/slots.ts), and the texts that show it (a post's
// or a newsletter issue's Markdown, at /uploads/{name}). The same
// file uploaded twice is one file (lib/server/storage/image.ts), so a record letting go of an image
// does not mean nothing else shows it.
function usageFilters(name: string) {
  // A RegExp object (not {$regex}) so that sanitizeFilter leaves it alone; the name is a literal.
  const inText = new RegExp(escapeRegex(name));
  return {
    post: { $or: [{ image: name }, { socialImage: name }, { summary: inText }] },
    author: { photo: name },
    issue: { body: inText },
    page: { file: name },
  };
}

export async function imageInUse(name: string): Promise<boolean> {
  await connectDb();
  const filters = usageFilters(name);
  const [post, author, issue, page] = await Promise.all([
    Post.exists(filters.post),
    Author.exists(filters.author),
    NewsletterIssue.exists(filters.issue),
    PageImage.exists(filters.page),
  ]);
  return Boolean(post || author || issue || page);
}

// The places that show each of `names`, each with its title and the back-office page that edits
// it (the media library's "Used in", and the list a refused delete answers): four queries for a
// whole page of the library. A post showing one twice (its cover and its text) is listed per place.
export async function whereUsedMany(names: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(names.map((name) => [name, []]));
  if (names.length === 0) return uses;
  await connectDb();
  const list = [...names];
  // One pattern for all of them (a RegExp object, which sanitizeFilter leaves alone; literals).
  const inText = new RegExp(list.map(escapeRegex).join('|'));
  const [posts, authors, issues, pageImages] = await Promise.all([
    Post.find({ $or: [{ image: mongoose.trusted({ $in: list }) }, { socialImage: mongoose.trusted({ $in: list }) }, { summary: inText }] })
      .select('headline image socialImage summary')
      .sort({ updatedAt: -1 })
      .lean(),
    Author.find({ photo: mongoose.trusted({ $in: list }) }).select('name photo').sort({ name: 1 }).lean(),
    NewsletterIssue.find({ body: inText }).select('subject body').sort({ updatedAt: -1 }).lean(),
    PageImage.find({ file: mongoose.trusted({ $in: list }) }).lean(),
  ]);
  for (const [name, found] of uses) {
    for (const post of posts) {
      const title = post.headline ?? '';
      const href = `/admin/blogs/edit/${post._id.toString()}`;
      if (post.image === name) found.push({ kind: 'post-cover', title, href });
      if (post.socialImage === name) found.push({ kind: 'post-social-image', title, href });
      if (post.summary?.includes(name)) found.push({ kind: 'post-text', title, href });
    }
    for (const author of authors) if (author.photo === name) found.push({ kind: 'author-photo', title: author.name, href: `/admin/authors/${author._id.toString()}` });
    for (const issue of issues) if (issue.body?.includes(name)) found.push({ kind: 'newsletter-text', title: issue.subject, href: `/admin/newsletter/issues/${issue._id.toString()}` });
    for (const slot of PAGE_IMAGE_SLOTS) {
      if (pageImages.some((row) => row._id === slot.id && row.file === name)) found.push({ kind: 'page-image', title: `${slot.page}: ${slot.label}`, href: '/admin/texts/images' });
    }
  }
  return uses;
}

export async function whereUsed(name: string): Promise<MediaUse[]> {
  return (await whereUsedMany([name])).get(name) ?? [];
}

// Removes an image nothing uses any more, with its media library record (the library would show a
// missing file otherwise). One that cannot be removed is only wasted space: the record that let go
// of it is already saved, so the failure is logged, never thrown.
export async function removeImageIfUnused(name: string | null | undefined, owner: string): Promise<void> {
  if (!name) return;
  try {
    if (await imageInUse(name)) return;
    await removeImage(name);
    await MediaFile.deleteMany({ name });
  } catch (error) {
    console.error(`[${owner}] could not remove image ${name}:`, error);
  }
}
