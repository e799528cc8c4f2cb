import 'server-only';
import { connectDb } from '@/lib/server/db';
import { Post } from '@/models/post';

export type PostTotals = { posts: number; views: number; likes: number };

// A sum made in the database. One $group per counter: FerretDB v1 fills in only the first
// accumulator of a $group stage and answers 0 for the others. Separate $groups give the same
// sums on MongoDB, so this form is correct on both engines.
async function sumOf(field: 'views' | 'likes'): Promise<number> {
  const [row] = await Post.aggregate<{ total: number }>([{ $group: { _id: null, total: { $sum: `$${field}` } } }]);
  return row?.total ?? 0;
}

export async function postTotals(): Promise<PostTotals> {
  await connectDb();
  const [posts, views, likes] = await Promise.all([Post.countDocuments({}), sumOf('views'), sumOf('likes')]);
  return { posts, views, likes };
}
