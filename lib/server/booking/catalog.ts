import 'server-only';
import mongoose, { isValidObjectId } from 'mongoose';
import { can, type UserRole } from '@/lib/auth/permissions';
import { toAdviserHoursRecord, type AdviserHoursRecord, type StoredAdviserHours } from '@/lib/booking/adviser-hours';
import { toConsultationTypeRecord, type ConsultationTypeRecord, type StoredConsultationType } from '@/lib/booking/consultation-type';
import { connectDb } from '@/lib/server/db';
import { AdviserHours } from '@/models/adviser-hours';
import { ConsultationType } from '@/models/consultation-type';
import { User } from '@/models/user';

// The booking setup as stored: consultation types and advisers' hours, read straight from the
// database (the booking engine, the back office, the public booking pages).

// Every type (the back office) or the active ones (the public pages), in the administrators' order.
export async function listConsultationTypes(options: { activeOnly?: boolean } = {}): Promise<ConsultationTypeRecord[]> {
  await connectDb();
  const rows = await ConsultationType.find(options.activeOnly ? { active: true } : {})
    .sort({ order: 1, _id: 1 })
    .lean<StoredConsultationType[]>();
  return rows.map(toConsultationTypeRecord);
}

export async function consultationTypeById(id: string): Promise<ConsultationTypeRecord | null> {
  if (!isValidObjectId(id)) return null;
  await connectDb();
  const row = await ConsultationType.findById(id).lean<StoredConsultationType>();
  return row ? toConsultationTypeRecord(row) : null;
}

export async function consultationTypeBySlug(slug: string): Promise<ConsultationTypeRecord | null> {
  await connectDb();
  const row = await ConsultationType.findOne({ slug: String(slug) }).lean<StoredConsultationType>();
  return row ? toConsultationTypeRecord(row) : null;
}

// An adviser's hours; null when they never set any (they take no bookings).
export async function adviserHoursOf(userId: string): Promise<AdviserHoursRecord | null> {
  await connectDb();
  const row = await AdviserHours.findById(String(userId)).lean<StoredAdviserHours>();
  return row ? toAdviserHoursRecord(row) : null;
}

export type BookableAdviser = { userId: string; name: string; email: string; hours: AdviserHoursRecord };

// The advisers who take a type: their hours name it, and their account is enabled and may work
// on leads (an editor's hours, or a disabled account's, offer nothing).
export async function advisersForType(typeId: string): Promise<BookableAdviser[]> {
  await connectDb();
  const rows = await AdviserHours.find({ typeIds: String(typeId) }).lean<StoredAdviserHours[]>();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row._id).filter((id) => isValidObjectId(id));
  const users = await User.find({ _id: mongoose.trusted({ $in: ids }) })
    .select('name email role disabled')
    .lean<Array<{ _id: { toString(): string }; name?: string; email: string; role: UserRole; disabled?: boolean }>>();
  const byId = new Map(users.map((user) => [user._id.toString(), user]));
  return rows
    .map((row) => ({ row, user: byId.get(row._id) }))
    .filter(({ user }) => user && !user.disabled && can(user.role, 'leads'))
    .map(({ row, user }) => ({ userId: row._id, name: user?.name ?? '', email: user?.email ?? '', hours: toAdviserHoursRecord(row) }))
    .sort((a, b) => a.userId.localeCompare(b.userId));
}
