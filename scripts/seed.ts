// npm run seed: adds the sample blog posts that are missing, and the sample testimonials to a
// database with none, the sample document checklists to a database with none, and the sample
// consultation type and the first administrator's sample hours, and the sample newsletter draft
// to a database with no issue, the sample leads (on the pipeline board, three with tasks for the
// first administrator if there is one) to a database with no lead, and gives the media library a
// record of every stored image that has
// none (safe to run again).
import { disconnectDb } from '@/lib/server/db';
import { backfillMediaLibrary } from '@/lib/server/media/backfill';
import { seedSampleBooking, seedSampleChecklists, seedSampleLeads, seedSampleNewsletterIssue, seedSamplePosts, seedSampleTestimonials } from './lib/seed';
import { withDatabase } from './lib/with-database';
import { loadProjectEnv } from './lib/load-env';

loadProjectEnv();

try {
  const result = await withDatabase(async () => {
    try {
      return {
        ...(await seedSamplePosts()),
        testimonials: (await seedSampleTestimonials()).inserted,
        checklists: (await seedSampleChecklists()).inserted,
        booking: await seedSampleBooking(),
        newsletterIssue: (await seedSampleNewsletterIssue()).inserted,
        leads: (await seedSampleLeads()).inserted,
        // After the posts, whose covers are stored without the upload pipeline's record.
        media: await backfillMediaLibrary(),
      };
    } finally {
      await disconnectDb();
    }
  });
  console.log(`seed: ${result.inserted} sample posts added, ${result.skipped} already present; ${result.testimonials} sample testimonials added; ${result.checklists} sample checklists added; ${result.booking.type ? 1 : 0} sample consultation type and ${result.booking.hours ? 1 : 0} sample hours added; ${result.newsletterIssue ? 1 : 0} sample newsletter issue added; ${result.leads} sample leads added; ${result.media.inserted} images added to the media library`);
} catch (error) {
  console.error(`seed failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
