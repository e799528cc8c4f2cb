import 'server-only';
import type { AdviserHoursRecord } from '@/lib/booking/adviser-hours';
import type { StaffHours } from '@/lib/booking/staff-hours';
import { listConsultationTypes } from '@/lib/server/booking/catalog';
import { listAdvisers } from '@/lib/server/booking/setup-store';
import { connectDb } from '@/lib/server/db';
import { AdviserHours } from '@/models/adviser-hours';

// What the availability pages read besides the hours themselves.

// The types an adviser can tick, in the administrators' order: the bookable ones, and those not
// bookable now that the adviser already takes (unticking one stays possible).
export async function typeChoices(hours: AdviserHoursRecord | null): Promise<Array<{ id: string; name: string; active: boolean }>> {
  return (await listConsultationTypes())
    .filter((type) => type.active || hours?.typeIds.includes(type.id))
    .map((type) => ({ id: type.id, name: type.name.en, active: type.active }));
}

// Everyone who can take bookings, and whether their hours are set, samples or missing.
export async function staffHoursOverview(): Promise<StaffHours[]> {
  await connectDb();
  const [advisers, hours] = await Promise.all([listAdvisers(), AdviserHours.find().select('_id sample').lean<Array<{ _id: string; sample?: boolean }>>()]);
  const state = new Map(hours.map((row) => [row._id, row.sample ? ('sample' as const) : ('set' as const)]));
  return advisers.map((adviser) => ({ ...adviser, hours: state.get(adviser.id) ?? 'none' }));
}
