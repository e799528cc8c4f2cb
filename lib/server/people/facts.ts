import 'server-only';
import { connectDb } from '@/lib/server/db';
import { getFounderNoteSigner } from '@/lib/server/authors/queries';
import { countSampleTestimonials } from '@/lib/server/testimonials/queries';
import type { PeopleFacts } from '@/lib/people/findings';
import { Post } from '@/models/post';

// What peopleFindings (lib/people/findings.ts) needs, read now from the database.
export async function loadPeopleFacts(): Promise<PeopleFacts> {
  await connectDb();
  const [sampleTestimonials, postsWithoutAuthor, signer] = await Promise.all([
    countSampleTestimonials(),
    // Missing or null: both mean the team's byline.
    Post.countDocuments({ authorId: null }),
    getFounderNoteSigner(),
  ]);
  return { sampleTestimonials, postsWithoutAuthor, founderNoteSigned: signer !== null };
}
