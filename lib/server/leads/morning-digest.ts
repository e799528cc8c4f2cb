import 'server-only';
import mongoose from 'mongoose';
import { can, USER_ROLES } from '@/lib/auth/permissions';
import { claimOnce, releaseOnce } from '@/lib/server/auth/single-use';
import { connectDb } from '@/lib/server/db';
import { deliverDueMessages } from '@/lib/server/mail/deliver';
import { queueMessage } from '@/lib/server/mail/outbox';
import type { ScheduledJob } from '@/lib/server/scheduler';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { addDays, berlinDay, berlinDayStart, berlinLocalToDate } from '@/lib/time/berlin';
import { Booking } from '@/models/booking';
import { Enquiry } from '@/models/enquiry';
import { LeadTask } from '@/models/lead-task';
import { User } from '@/models/user';
import { morningDigestMail, type Digest } from './morning-digest-mail';

// The morning digest (issue 47): at 08:00 Berlin time each person with lead access who has not
// switched it off gets one mail of their open tasks due today or overdue and their consultations
// today; none when there is nothing. Every instance runs the job every minute. For each person and
// Berlin day a unique-insert claim (`morning-digest:<id>:<day>`) decides which run writes the
// mail, before anything is queued, so two instances never send it twice; a person with nothing
// today is decided the same way. A server that was down at 08:00 sends it at its first run later
// that day, never the next day. Once a run has decided every person, the job remembers the day in
// memory and does nothing more until the next day's 08:00: no query per minute.
export const MORNING_DIGEST_CHECK_MS = 60_000;
export const MORNING_DIGEST_HOUR = '08:00';

const LEAD_ROLES = USER_ROLES.filter((role) => can(role, 'leads'));

export function morningDigestGroup(userId: string, day: string): string {
  return `morning-digest:${userId}:${day}`;
}

// The instant the digest of that Berlin day is due: 08:00 on Berlin's clock, in winter and summer.
export function morningDigestDue(day: string): Date {
  const due = berlinLocalToDate(`${day}T${MORNING_DIGEST_HOUR}`);
  if (!due) throw new Error(`Not a day: ${day}`);
  return due;
}

type Person = { _id: mongoose.Types.ObjectId; name: string; email: string };

// One person's tasks and consultations of that day, oldest first.
async function digestOf(userId: string, day: string): Promise<Digest> {
  const dayEnd = berlinDayStart(addDays(day, 1));
  const [tasks, bookings] = await Promise.all([
    LeadTask.find({ assigneeId: userId, doneAt: null, dueAt: mongoose.trusted({ $lt: dayEnd }) })
      .select('title dueAt enquiryId')
      .sort({ dueAt: 1, _id: 1 })
      .lean(),
    Booking.find({ adviserId: userId, day, status: mongoose.trusted({ $ne: 'cancelled' }) })
      .select('start end typeName channel fullName enquiryId')
      .sort({ start: 1, _id: 1 })
      .lean(),
  ]);
  // One _id look-up per lead (FerretDB reads the whole collection for `_id: {$in}`).
  const enquiryIds = [...new Set(tasks.map((task) => task.enquiryId.toString()))];
  const enquiries = await Promise.all(enquiryIds.map((id) => Enquiry.findById(id).select('fullName').lean()));
  const names = new Map(enquiries.flatMap((row) => (row ? [[row._id.toString(), row.fullName] as const] : [])));
  return {
    day,
    tasks: tasks.map((task) => ({ title: task.title, dueAt: task.dueAt, enquiryId: task.enquiryId.toString(), leadName: names.get(task.enquiryId.toString()) ?? 'a deleted lead' })),
    consultations: bookings.map((booking) => ({
      start: booking.start,
      end: booking.end,
      typeName: booking.typeName,
      channel: booking.channel,
      visitorName: booking.fullName,
      enquiryId: booking.enquiryId?.toString() ?? null,
    })),
  };
}

// Decides one person's digest of the day; true when this run queued a mail (false: nothing to
// say, or another run had decided it already).
async function decide(person: Person, day: string): Promise<boolean> {
  const userId = person._id.toString();
  const claim = morningDigestGroup(userId, day);
  // Kept past the day, so no run of that day (on any clock) can claim it again.
  if (!(await claimOnce(claim, berlinDayStart(addDays(day, 2))))) return false;
  try {
    const digest = await digestOf(userId, day);
    if (!digest.tasks.length && !digest.consultations.length) return false;
    const mail = morningDigestMail(person, digest, await currentSiteConfig(), berlinDayStart(day));
    await queueMessage({ group: morningDigestGroup(userId, day), kind: 'digest', ...mail });
    return true;
  } catch (error) {
    // Nothing queued: the next run tries this person again.
    await releaseOnce(claim);
    throw error;
  }
}

// Decides every digest of the day that is due and not decided yet; answers how many mails it queued.
export async function runMorningDigest(now: Date = new Date()): Promise<number> {
  const day = berlinDay(now);
  if (now < morningDigestDue(day)) return 0;
  await connectDb();
  const people = await User.find({ role: mongoose.trusted({ $in: LEAD_ROLES }), disabled: mongoose.trusted({ $ne: true }), morningDigest: mongoose.trusted({ $ne: false }) })
    .select('name email')
    .lean<Person[]>();
  let queued = 0;
  for (const person of people) {
    if (!(await decide(person, day))) continue;
    queued += 1;
    // At once; what fails is retried by the outbox's sweep.
    await deliverDueMessages({ group: morningDigestGroup(person._id.toString(), day) });
  }
  return queued;
}

// The job for a scheduler; each has its own memory of the day it finished (tests make two).
export function morningDigestJob(clock: () => Date = () => new Date()): ScheduledJob {
  let decidedDay: string | null = null;
  return {
    name: 'morning-digest',
    everyMs: MORNING_DIGEST_CHECK_MS,
    run: async () => {
      const now = clock();
      const day = berlinDay(now);
      if (day === decidedDay || now < morningDigestDue(day)) return;
      const queued = await runMorningDigest(now);
      decidedDay = day;
      if (queued) console.log(`[morning-digest] ${day}: ${queued} queued`);
    },
  };
}
