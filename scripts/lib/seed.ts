import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { connectDb } from '@/lib/server/db';
import { hashPassword } from '@/lib/server/auth/password';
import { saveImage } from '@/lib/server/storage';
import { slugFromHeadline } from '@/lib/fields/slug';
import { parseBerlinDay, berlinDay } from '@/lib/time/berlin';
import { Post } from '@/models/post';
import { Testimonial } from '@/models/testimonial';
import { ChecklistModel } from '@/models/checklist';
import { DEFAULT_CHECKLISTS } from '@/lib/checklists/defaults';
import { User } from '@/models/user';
import { AdviserHours } from '@/models/adviser-hours';
import { ConsultationType } from '@/models/consultation-type';
import { NewsletterIssue } from '@/models/newsletter-issue';
import { SAMPLE_ADVISER_HOURS, SAMPLE_CONSULTATION_TYPE } from '../seed-data/sample-booking';
import { samplePosts } from '../seed-data/sample-posts';
import { germanPosts } from '../seed-data/german-posts';
import { Types } from 'mongoose';
import { SAMPLE_TESTIMONIALS } from '../seed-data/sample-testimonials';
import { SAMPLE_NEWSLETTER_ISSUE } from '../seed-data/sample-newsletter-issue';
import { SAMPLE_LEADS } from '../seed-data/sample-leads';
import { Enquiry } from '@/models/enquiry';
import { LeadTask } from '@/models/lead-task';
import { renderCoverImage } from './cover-image';
import { defaultServices } from '@/lib/services/defaults';
import { serviceNamesOf } from '@/lib/services/names';

const DAY_MS = 24 * 60 * 60 * 1000;

// Inserts the sample posts that are not there yet (matched by headline), so it can run any number of times.
export async function seedSamplePosts(now = new Date()): Promise<{ inserted: number; skipped: number }> {
  await connectDb();
  let inserted = 0;
  for (const sample of samplePosts) {
    if (await Post.exists({ headline: sample.headline })) continue;
    const image = await saveImage(await renderCoverImage(sample.palette, sample.motif), 'webp');
    const createdAt = new Date(now.getTime() - sample.daysAgo * DAY_MS);
    // English (the model's default), each the first of its own translation group.
    const _id = new Types.ObjectId();
    await Post.create({
      _id,
      translationGroup: _id,
      headline: sample.headline,
      // The sample headlines are distinct, so are their addresses.
      slug: slugFromHeadline(sample.headline),
      summary: sample.summary,
      category: sample.category,
      tags: sample.tags,
      readTime: sample.readTime,
      image,
      createdAt,
      updatedAt: createdAt,
    });
    inserted += 1;
  }
  const translated = await seedSampleTranslations(now);
  return { inserted: inserted + translated, skipped: samplePosts.length + germanPosts.length - inserted - translated };
}

// The sample posts' translations that are not there yet, each in its original's translation group
// with its cover. One whose original was deleted is left out.
async function seedSampleTranslations(now: Date): Promise<number> {
  let inserted = 0;
  for (const sample of germanPosts) {
    if (await Post.exists({ headline: sample.headline })) continue;
    const original = await Post.findOne({ headline: sample.translationOf }).select('_id translationGroup image').lean();
    if (!original) continue;
    const createdAt = new Date(now.getTime() - sample.daysAgo * DAY_MS);
    await Post.create({
      headline: sample.headline,
      slug: slugFromHeadline(sample.headline),
      locale: sample.locale,
      translationGroup: original.translationGroup ?? original._id,
      summary: sample.summary,
      category: sample.category,
      tags: sample.tags,
      readTime: sample.readTime,
      image: original.image,
      createdAt,
      updatedAt: createdAt,
    });
    inserted += 1;
  }
  return inserted;
}

// Adds the six sample testimonials, marked as samples (never shown on the site, listed in the back
// office to be replaced), to a database that has no testimonial at all: once the firm has its own,
// or has deleted the samples and added others, nothing is added again.
export async function seedSampleTestimonials(now = new Date()): Promise<{ inserted: number }> {
  await connectDb();
  if (await Testimonial.exists({})) return { inserted: 0 };
  await Testimonial.insertMany(
    SAMPLE_TESTIMONIALS.map(({ daysAgo, ...sample }) => ({
      ...sample,
      date: parseBerlinDay(berlinDay(new Date(now.getTime() - daysAgo * DAY_MS))),
      consent: null,
      published: false,
      sample: true,
    })),
  );
  return { inserted: SAMPLE_TESTIMONIALS.length };
}

// Adds the sample document checklists (lib/checklists/defaults.ts, English and German, each a
// sample never checked against its source) to a database that has no checklist at all: once the
// firm has edited, added or deleted checklists, nothing is added again and nothing is overwritten.
// Each is inserted at its own `_id`, so two seeds at once still store each only once.
export async function seedSampleChecklists(): Promise<{ inserted: number }> {
  await connectDb();
  if (await ChecklistModel.exists({})) return { inserted: 0 };
  let inserted = 0;
  for (const { id, updatedAt, ...checklist } of DEFAULT_CHECKLISTS) {
    try {
      await ChecklistModel.create({ ...checklist, _id: id, updatedAt: updatedAt ? new Date(updatedAt) : null, sample: true });
      inserted += 1;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }
  return { inserted };
}

// Booking works before anyone sets it up: one sample consultation type on a database with none,
// and sample weekday hours (Berlin) taking it for the first administrator once there is one and
// they have no hours. Both are marked as samples (the launch check lists them; any save in the
// back office ends that). Safe to repeat: run before the first account exists it adds the type,
// run again after it the hours; each is an insert that a unique index makes happen once (the
// type's address, the hours' `_id`, the account's id), so two seeds at once add each only once.
export async function seedSampleBooking(): Promise<{ type: boolean; hours: boolean }> {
  await connectDb();
  await ConsultationType.init();
  let type = false;
  if (!(await ConsultationType.exists({}))) {
    try {
      await ConsultationType.create({ ...SAMPLE_CONSULTATION_TYPE, sample: true });
      type = true;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }
  // Sample hours belong to the sample type: once the firm has replaced it, nothing is added.
  const sampleType = await ConsultationType.findOne({ sample: true }).sort({ _id: 1 }).select('_id').lean();
  const firstAdmin = await User.findOne({ role: 'admin' }).sort({ _id: 1 }).select('_id').lean();
  let hours = false;
  if (sampleType && firstAdmin && !(await AdviserHours.exists({ _id: firstAdmin._id.toString() }))) {
    try {
      await AdviserHours.create({ _id: firstAdmin._id.toString(), ...SAMPLE_ADVISER_HOURS, typeIds: [sampleType._id.toString()], sample: true });
      hours = true;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }
  return { type, hours };
}

// The sample issue's own `_id` (its time: when the sample was written), so two seeds at once store
// it only once.
const SAMPLE_ISSUE_ID = Types.ObjectId.createFromTime(Date.UTC(2026, 10, 26) / 1000);

// Adds the sample newsletter draft (English, marked as a sample: the launch check lists it; saving
// it in the back office ends that) to a database with no issue at all: once the firm has written,
// changed or deleted issues, nothing is added again.
export async function seedSampleNewsletterIssue(): Promise<{ inserted: boolean }> {
  await connectDb();
  if (await NewsletterIssue.exists({})) return { inserted: false };
  try {
    await NewsletterIssue.create({ _id: SAMPLE_ISSUE_ID, ...SAMPLE_NEWSLETTER_ISSUE, status: 'draft', sample: true });
    return { inserted: true };
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    return { inserted: false };
  }
}

// The sample tasks' own `_id`s (times of the sample's writing), so two seeds at once store each once.
const sampleTaskId = (lead: number, task: number) => Types.ObjectId.createFromTime(Date.UTC(2026, 11, 3, 1, lead * 10 + task) / 1000);

export const DEV_ADMIN_EMAIL = 'admin@example.com';

// On a database with no accounts, creates a development admin with a random password and writes it
// to credentialsFile. Returns the password only when it was just created.
export async function ensureDevAdmin(credentialsFile: string): Promise<{ email: string; password: string | null }> {
  await connectDb();
  if (await User.exists({})) {
    return { email: DEV_ADMIN_EMAIL, password: null };
  }
  const password = randomBytes(12).toString('base64url');
  await User.create({
    email: DEV_ADMIN_EMAIL,
    name: 'Development Admin',
    role: 'admin',
    passwordHash: await hashPassword(password),
  });
  mkdirSync(path.dirname(credentialsFile), { recursive: true });
  writeFileSync(
    credentialsFile,
    `Development admin (local database only)\nemail: ${DEV_ADMIN_EMAIL}\npassword: ${password}\n`,
    { mode: 0o600 },
  );
  return { email: DEV_ADMIN_EMAIL, password };
}

// Adds the sample leads (seed-data/sample-leads.ts) spread over the pipeline's stages, so a fresh
// install shows a board, to a database with no lead at all: once real leads arrive nothing is
// added again. Each is marked as a sample (the board says so; the launch check lists them), read,
// and has its mails counted as queued so the mail sweeper never writes to its invented address.
// Each is an insert under its own clientId (a unique index): two seeds at once add each once.
// When an administrator exists, the leads with sample tasks are theirs, tasks included (without
// one, as in a seed before `npm run admin:create`, the leads come without tasks).
export async function seedSampleLeads(now = new Date()): Promise<{ inserted: number }> {
  await connectDb();
  await Enquiry.init();
  if (await Enquiry.exists({})) return { inserted: 0 };
  const services = serviceNamesOf(defaultServices());
  const firstAdmin = await User.findOne({ role: 'admin' }).sort({ _id: 1 }).select('_id').lean();
  const adminId = firstAdmin?._id.toString() ?? null;
  const dueAt = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
  let inserted = 0;
  for (const [index, lead] of SAMPLE_LEADS.entries()) {
    const submittedAt = new Date(now.getTime() - lead.days * DAY_MS);
    const tasks = adminId ? (lead.tasks ?? []) : [];
    let enquiryId: Types.ObjectId;
    try {
      const saved = await new Enquiry({
        fullName: lead.fullName,
        email: `sample-lead-${index + 1}@example.com`,
        message: lead.message,
        status: 'read',
        isRead: true,
        mailQueued: true,
        source: lead.source,
        locale: lead.locale,
        serviceName: services[lead.service % Math.max(1, services.length)],
        clientId: `sample-lead-${index + 1}`,
        stage: lead.stage,
        stageSince: new Date(now.getTime() - lead.inStageDays * DAY_MS),
        sample: true,
        submittedAt,
        lastActivityAt: submittedAt,
        // When its earliest task is due, as every task write keeps it (lib/server/enquiries/tasks.ts).
        ...(tasks.length ? { assignedTo: adminId, nextTaskDueAt: dueAt(Math.min(...tasks.map((task) => task.dueInHours))) } : {}),
      }).save();
      enquiryId = saved._id;
      inserted += 1;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      continue;
    }
    for (const [taskIndex, task] of tasks.entries()) {
      await LeadTask.create({ _id: sampleTaskId(index, taskIndex), enquiryId, title: task.title, dueAt: dueAt(task.dueInHours), assigneeId: adminId, sample: true }).catch((error: { code?: number }) => {
        if (error.code !== 11000) throw error;
      });
    }
  }
  return { inserted };
}
