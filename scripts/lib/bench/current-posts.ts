import mongoose from 'mongoose';
import { DEFAULT_LOCALE } from '@/i18n/locales';

const BATCH = 1_000;

// npm run bench:dashboard seeds posts in the shape of posts stored before languages and publish
// times, as its older versions did (so its function timings stay comparable with theirs). The app
// gives such posts those fields in the background at its start, one conditional update per post,
// each a scan of the posts on FerretDB (hours at 10,000 posts), which would run beside the pages
// being timed. They get the same values here first: FerretDB takes over 60 ms per update even by
// `_id`, so the posts are read whole and written again (same ids, so views and likes still point at
// them); the app's start then finds nothing left to do (four scans of the posts).
// Its own connection with the driver's default timeouts: right after the function timings FerretDB
// may still be working off queries the app's connection settings gave up on, and answer slowly.
export async function givePostsTheirCurrentShape(mongoUri: string): Promise<void> {
  const connection = await mongoose.createConnection(mongoUri).asPromise();
  try {
    const posts = connection.collection('posts');
    // A find with neither filter nor sort is the one read FerretDB answers without a scan per query.
    const all = await posts.find({}).toArray();
    await posts.deleteMany({});
    for (let start = 0; start < all.length; start += BATCH) {
      const batch = all.slice(start, start + BATCH).map((post) => ({ ...post, locale: DEFAULT_LOCALE, translationGroup: post._id, publishAt: post.createdAt }));
      await posts.insertMany(batch, { ordered: false });
    }
  } finally {
    await connection.close();
  }
}
