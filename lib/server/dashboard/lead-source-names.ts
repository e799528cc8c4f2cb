import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import type { BlogPostRef } from '@/lib/dashboard/lead-sources';
import { knownServiceNames } from '@/lib/server/services/names';
import { Post } from '@/models/post';

// What the lead-sources panel needs besides the leads: the service names leads may carry and the
// posts the leads' /blog/{slug} pages name. A plain DTO (the page keeps it in the data cache).
export type LeadSourceNames = { knownServices: string[]; posts: Record<string, BlogPostRef> };

// The posts the slugs name (current slug, an earlier one, or the id), in one query.
async function postsForSlugs(slugs: string[]): Promise<Record<string, BlogPostRef>> {
  const found: Record<string, BlogPostRef> = {};
  if (slugs.length === 0) return found;
  const ids = slugs.filter((slug) => mongoose.isObjectIdOrHexString(slug));
  const posts = await Post.find({
    $or: [
      { slug: mongoose.trusted({ $in: slugs }) },
      { oldSlugs: mongoose.trusted({ $in: slugs }) },
      ...(ids.length ? [{ _id: mongoose.trusted({ $in: ids }) }] : []),
    ],
  })
    .select('headline slug oldSlugs')
    .lean<{ _id: mongoose.Types.ObjectId; headline: string; slug?: string | null; oldSlugs?: string[] | null }[]>();
  const refs = posts.map((post) => ({ post, ref: { id: post._id.toString(), title: post.headline, slug: post.slug || post._id.toString() } }));
  for (const slug of slugs) {
    // The current slug wins over an earlier one another post may have had.
    const match =
      refs.find(({ post }) => post.slug === slug) ?? refs.find(({ post }) => post.oldSlugs?.includes(slug)) ?? refs.find(({ ref }) => ref.id === slug);
    if (match) found[slug] = match.ref;
  }
  return found;
}

export async function leadSourceNames(slugs: string[]): Promise<LeadSourceNames> {
  await connectDb();
  const [services, posts] = await Promise.all([knownServiceNames(), postsForSlugs(slugs)]);
  return { knownServices: [...services], posts };
}
