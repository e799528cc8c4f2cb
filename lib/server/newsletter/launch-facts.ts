import 'server-only';
import type { NewsletterLaunchFacts } from '@/lib/newsletter/launch-findings';
import { connectDb } from '@/lib/server/db';
import { NewsletterIssue } from '@/models/newsletter-issue';
import { newsletterSettings } from './settings';

// What the launch check needs to know about the newsletter, read as it is now.
export async function loadNewsletterLaunchFacts(): Promise<NewsletterLaunchFacts> {
  await connectDb();
  const [settings, samples] = await Promise.all([newsletterSettings(), NewsletterIssue.find({ sample: true }).select('subject').sort({ _id: 1 }).lean()]);
  return { enabled: settings.enabled, sampleIssues: samples.map((issue) => ({ id: issue._id.toString(), subject: issue.subject })) };
}
