import { DEFAULT_LOCALE } from '@/i18n/pathnames';
import { bringOlderPostsUpToDate } from '@/lib/server/posts/publication-clock';
import { Post } from '@/models/post';

const BATCH = 1_000;

// npm run bench:dashboard seeds posts in the shape of posts stored before languages and publish
// times, as its older versions did (so its function timings stay comparable with theirs). The app
// gives such posts those fields in the background at its start, one conditional update per post,
// each a scan of the posts on FerretDB (hours at 10,000 posts), which would run beside the pages
// being timed. They get the same values here first: FerretDB takes over 60 ms per update even by
// `_id`, so the posts are read whole and written again (same ids, so views and likes still point at
// them). Then the app's own routine runs, finds nothing left, and finds nothing at the start either.
export async function givePostsTheirCurrentShape(): Promise<void> {
  // A find with neither filter nor sort is the one read FerretDB answers without a scan per query.
  const posts = await Post.collection.find({}).toArray();
  await Post.collection.deleteMany({});
  for (let start = 0; start < posts.length; start += BATCH) {
    const batch = posts.slice(start, start + BATCH).map((post) => ({ ...post, locale: DEFAULT_LOCALE, translationGroup: post._id, publishAt: post.createdAt }));
    await Post.collection.insertMany(batch, { ordered: false });
  }
  await bringOlderPostsUpToDate();
}
