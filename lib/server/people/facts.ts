import 'server-only';
import { connectDb } from '@/lib/server/db';
import { getFounderNoteSigner } from '@/lib/server/authors/queries';
import { countSampleTestimonials } from '@/lib/server/testimonials/queries';
import type { PeopleFacts } from '@/lib/people/findings';
import { Post } from '@/models/post';

// Missing or null: both mean the team's byline. On FerretDB a scan of every post.
export function countPostsWithoutAuthor(): Promise<number> {
  return Post.countDocuments({ authorId: null });
}

// What peopleFindings (lib/people/findings.ts) needs, read now from the database. The dashboard
// hands in its cached count of posts without an author (lib/server/posts/cached.ts).
export async function loadPeopleFacts(postsWithoutAuthor: () => Promise<number> = countPostsWithoutAuthor): Promise<PeopleFacts> {
  await connectDb();
  const [sampleTestimonials, withoutAuthor, signer] = await Promise.all([countSampleTestimonials(), postsWithoutAuthor(), getFounderNoteSigner()]);
  return { sampleTestimonials, postsWithoutAuthor: withoutAuthor, founderNoteSigned: signer !== null };
}
