import 'server-only';
import type { BookingSetupFacts } from '@/lib/booking/setup-findings';
import { advisersForType, listConsultationTypes } from '@/lib/server/booking/catalog';
import { connectDb } from '@/lib/server/db';
import { AdviserHours } from '@/models/adviser-hours';
import { User } from '@/models/user';

// What the launch check needs to know about the booking setup, read as it is now.
export async function loadBookingSetupFacts(): Promise<BookingSetupFacts> {
  await connectDb();
  const types = await listConsultationTypes();
  const sampleHours = await AdviserHours.find({ sample: true }).select('_id').sort({ _id: 1 }).lean<Array<{ _id: string }>>();
  const names = new Map(
    (await User.find().select('name').lean<Array<{ _id: { toString(): string }; name?: string }>>()).map((user) => [user._id.toString(), user.name ?? '']),
  );
  const untaken = [];
  for (const type of types.filter((entry) => entry.active)) {
    if ((await advisersForType(type.id)).length === 0) untaken.push(type);
  }
  return {
    sampleTypes: types.filter((type) => type.sample).map((type) => ({ id: type.id, name: type.name.en })),
    sampleHours: sampleHours.map((row) => ({ userId: row._id, name: names.get(row._id) ?? '' })),
    untakenTypes: untaken.map((type) => ({ id: type.id, name: type.name.en })),
  };
}
