import type { Browser } from '@playwright/test';
import mongoose from 'mongoose';
import { seededAdmin, signIn } from './accounts';

// Six testimonials published with consent, for the home page's carousel (the seed adds only
// samples, which are never shown). Fixed ids, so specs running at once on both projects write the
// same six, once.
const consentAt = new Date('2026-02-01T00:00:00+01:00');
const fixture = (id: string, name: string, country: string, course: string, rating: number, day: string, text: string) => ({
  _id: id,
  name,
  country,
  course,
  university: '',
  rating,
  date: day,
  text,
});

export const SHOWN_TESTIMONIALS = [
  fixture('e2e000000000000000000001', 'Amara N.', 'Kenya', 'Opportunity Card', 5, '2026-01-20', 'They explained the points system plainly and told me honestly where I stood. Two months later I was in Berlin looking for work.'),
  fixture('e2e000000000000000000002', 'Jonas B.', 'Brazil', 'Career counselling', 4, '2026-01-18', 'My CV was rewritten the German way and I finally got replies. The interview practice helped more than anything else.'),
  fixture('e2e000000000000000000003', 'Leila H.', 'Morocco', 'Family reunification', 5, '2026-01-15', 'Every document my husband needed was on one checklist. The embassy appointment took twenty minutes.'),
  fixture('e2e000000000000000000004', 'Tran V.', 'Vietnam', 'University admissions', 5, '2026-01-12', 'I applied to four programmes with their help and was admitted to my first choice.'),
  fixture('e2e000000000000000000005', 'Sofia G.', 'Mexico', 'Student visa', 3, '2026-01-10', 'The advice was good, though I had to wait a week for my first appointment.'),
  fixture('e2e000000000000000000006', 'Yusuf D.', 'Türkiye', 'Visa advisory', 5, '2026-01-08', 'Clear steps, quick answers and no surprises at the consulate.'),
];

// Writes the six (idempotent), then saves the first through the back office, which expires the cached
// home page, so the next request shows them.
export async function ensureShownTestimonials(browser: Browser): Promise<void> {
  const uri = process.env.E2E_MONGODB_URI;
  const baseUrl = process.env.E2E_BASE_URL;
  if (!uri || !baseUrl) throw new Error('E2E_MONGODB_URI and E2E_BASE_URL are not set (e2e/support/global-setup.ts sets them)');
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    const collection = connection.collection('testimonials');
    for (const { _id, date, ...rest } of SHOWN_TESTIMONIALS) {
      const at = new Date(`${date}T00:00:00+01:00`);
      const fields = { ...rest, date: at, consent: { givenAt: consentAt, how: 'e2e fixture' }, published: true, sample: false, createdAt: at, updatedAt: at };
      await collection.updateOne({ _id: new mongoose.Types.ObjectId(_id) }, { $set: fields }, { upsert: true }).catch((error: { code?: number }) => {
        // The other project's worker upserted the same one at the same moment.
        if (error.code !== 11000) throw error;
      });
    }
  } finally {
    await connection.close();
  }
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await signIn(page, seededAdmin());
    await page.goto(`/admin/testimonials/${SHOWN_TESTIMONIALS[0]!._id}`);
    await page.getByRole('button', { name: 'Save testimonial' }).click();
    await page.waitForURL(/\/admin\/testimonials$/);
  } finally {
    await context.close();
  }
}
