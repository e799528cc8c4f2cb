import 'server-only';
import { escapeRegex } from '@/lib/escape-regex';
import { connectDb } from '@/lib/server/db';
import { removeImage } from '@/lib/server/storage';
import { Author } from '@/models/author';
import { NewsletterIssue } from '@/models/newsletter-issue';
import { Post } from '@/models/post';

// Where a stored image is used: a post's cover or its image when shared, an author's photo, and
// the texts that show it (a post's or a newsletter issue's Markdown, at /uploads/{name}). The same
// file uploaded twice is one file (lib/server/storage/image.ts), so a record letting go of an image
// does not mean nothing else shows it.
export async function imageInUse(name: string): Promise<boolean> {
  await connectDb();
  // A RegExp object (not {$regex}) so that sanitizeFilter leaves it alone; the name is a literal.
  const inText = new RegExp(escapeRegex(name));
  const [post, author, issue] = await Promise.all([
    Post.exists({ $or: [{ image: name }, { socialImage: name }, { summary: inText }] }),
    Author.exists({ photo: name }),
    NewsletterIssue.exists({ body: inText }),
  ]);
  return Boolean(post || author || issue);
}

// Removes an image nothing uses any more. One that cannot be removed is only wasted space: the
// record that let go of it is already saved, so the failure is logged, never thrown.
export async function removeImageIfUnused(name: string | null | undefined, owner: string): Promise<void> {
  if (!name) return;
  try {
    if (!(await imageInUse(name))) await removeImage(name);
  } catch (error) {
    console.error(`[${owner}] could not remove image ${name}:`, error);
  }
}
