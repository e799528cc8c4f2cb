import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { insertDocuments } from './db';

// A consultation type of a test's own, stored as the back office stores one, and an adviser's hours
// taking it every day. No reminders, short notice: free times exist whenever a test runs.
export async function insertConsultationType(fields: Record<string, unknown>): Promise<string> {
  const typeId = new mongoose.Types.ObjectId();
  await insertDocuments('consultationtypes', [
    {
      _id: typeId,
      slug: `e2e-type-${randomUUID().slice(0, 8)}`,
      name: { en: 'Test consultation' },
      description: { en: 'A type of an end-to-end test.' },
      durationMinutes: 30,
      serviceId: null,
      channel: 'phone',
      videoUrl: '',
      intervalMinutes: 30,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeMinutes: 60,
      horizonDays: 30,
      maxPerDay: null,
      changeNoticeMinutes: 0,
      remindersMinutesBefore: [],
      active: true,
      sample: false,
      order: 9999,
      ...fields,
    },
  ]);
  return typeId.toString();
}

// `adviserId`'s hours: every day from `start` to `end` Berlin time, taking `typeId`.
export async function insertDailyHours(adviserId: string, typeId: string, start: string, end: string): Promise<void> {
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));
  await insertDocuments('adviserhours', [{ _id: adviserId as never, weekly, exceptions: [], typeIds: [typeId], sample: false }]);
}
