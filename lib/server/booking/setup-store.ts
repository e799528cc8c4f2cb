import 'server-only';
import { isValidObjectId } from 'mongoose';
import { can, type UserRole } from '@/lib/auth/permissions';
import type { AdviserHoursInput, AdviserHoursRecord } from '@/lib/booking/adviser-hours';
import type { ConsultationTypeInput, ConsultationTypeRecord } from '@/lib/booking/consultation-type';
import { consultationTypeById, adviserHoursOf, listConsultationTypes } from '@/lib/server/booking/catalog';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { expireCheckPages, expirePublicPage, expirePublicPages, expireSitemap } from '@/lib/server/public-page-cache';
import { AdviserHours } from '@/models/adviser-hours';
import { ConsultationType } from '@/models/consultation-type';
import { User } from '@/models/user';

// The back office's writes of the booking setup: consultation types and advisers' hours. Every
// save writes the whole document and ends a sample (the seed's, listed by the launch check); every
// write expires the public pages that show types. Reads are in catalog.ts.

const TYPE_NOT_FOUND = 'Consultation type not found';
const ADVISER_NOT_FOUND = 'No staff member who works on leads has this id';
const FIX_FIELDS = 'Please correct the highlighted fields';

// The booking pages list the types; each service page links to its service's first active type.
function expireBookingPages(): void {
  expirePublicPage('/book');
  expirePublicPages('/book/[type]');
  expirePublicPages('/services/[slug]');
  // The points check links to the Opportunity Card's first active type.
  expireCheckPages();
  expireSitemap();
}

function slugTaken(slug: string): DomainError {
  return new DomainError('invalid', FIX_FIELDS, { slug: [`Another consultation type has the address ${slug}; choose another`] });
}

// A second type at one address is refused by the unique index (both engines); the look-up first
// gives the same message when the index is still being built.
async function checkSlugFree(slug: string, exceptId?: string): Promise<void> {
  const other = await ConsultationType.findOne({ slug }).select('_id').lean<{ _id: { toString(): string } }>();
  if (other && other._id.toString() !== exceptId) throw slugTaken(slug);
}

export async function createConsultationType(input: ConsultationTypeInput): Promise<ConsultationTypeRecord> {
  await connectDb();
  await ConsultationType.init();
  await checkSlugFree(input.slug);
  let id: string;
  try {
    id = (await ConsultationType.create({ ...input, sample: false }))._id.toString();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw slugTaken(input.slug);
    throw error;
  }
  expireBookingPages();
  return (await consultationTypeById(id))!;
}

export async function updateConsultationType(id: string, input: ConsultationTypeInput): Promise<ConsultationTypeRecord> {
  if (!isValidObjectId(id)) throw new DomainError('not-found', TYPE_NOT_FOUND);
  await connectDb();
  await ConsultationType.init();
  await checkSlugFree(input.slug, id);
  try {
    const result = await ConsultationType.updateOne({ _id: id }, { $set: { ...input, sample: false } });
    if (result.matchedCount === 0) throw new DomainError('not-found', TYPE_NOT_FOUND);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw slugTaken(input.slug);
    throw error;
  }
  expireBookingPages();
  return (await consultationTypeById(id))!;
}

// Bookings keep their own copy of the type, so none changes; advisers' hours that named it simply
// offer it no more (their next save drops the id).
export async function deleteConsultationType(id: string): Promise<ConsultationTypeRecord> {
  const existing = await consultationTypeById(id);
  if (!existing) throw new DomainError('not-found', TYPE_NOT_FOUND);
  await ConsultationType.deleteOne({ _id: id });
  expireBookingPages();
  return existing;
}

export type Adviser = { id: string; name: string; email: string; role: UserRole; disabled: boolean };

type StoredUser = { _id: { toString(): string }; name?: string; email: string; role?: string | null; disabled?: boolean | null };
const toAdviser = (user: StoredUser): Adviser => ({
  id: user._id.toString(),
  name: user.name ?? '',
  email: user.email,
  role: (user.role ?? 'admin') as UserRole,
  disabled: user.disabled === true,
});

// Everyone who may work on leads (administrators and advisers), by name: who can have hours.
export async function listAdvisers(): Promise<Adviser[]> {
  await connectDb();
  const users = await User.find().select('name email role disabled').sort({ name: 1, _id: 1 }).lean<StoredUser[]>();
  return users.map(toAdviser).filter((user) => can(user.role, 'leads'));
}

export async function adviserById(userId: string): Promise<Adviser | null> {
  if (!isValidObjectId(userId)) return null;
  await connectDb();
  const user = await User.findById(userId).select('name email role disabled').lean<StoredUser>();
  return user && can(toAdviser(user).role, 'leads') ? toAdviser(user) : null;
}

// An adviser's hours replaced whole (one document per account, `_id` the account's id). The types
// named must exist; the account must be one that works on leads.
export async function saveAdviserHours(userId: string, input: AdviserHoursInput): Promise<AdviserHoursRecord> {
  if (!(await adviserById(userId))) throw new DomainError('not-found', ADVISER_NOT_FOUND);
  const known = new Set((await listConsultationTypes()).map((type) => type.id));
  const unknown = input.typeIds.filter((id) => !known.has(id));
  if (unknown.length) throw new DomainError('invalid', FIX_FIELDS, { typeIds: ['A chosen consultation type no longer exists; reload the page and choose again'] });
  await AdviserHours.updateOne({ _id: userId }, { $set: { ...input, sample: false } }, { upsert: true });
  expireBookingPages();
  return (await adviserHoursOf(userId))!;
}

// Whose hours these are, for the audit log ("Erika Admin <erika@…>").
export function adviserLabel(adviser: Adviser): string {
  return adviser.name ? `${adviser.name} <${adviser.email}>` : adviser.email;
}

