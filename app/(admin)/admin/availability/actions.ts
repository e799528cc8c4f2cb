'use server';

import { adminAction, adminRecordAction } from '@/lib/server/admin-action';
import { adviserById, adviserLabel, saveAdviserHours } from '@/lib/server/booking/setup-store';
import { DomainError } from '@/lib/server/errors';
import { adviserHoursInputSchema, type AdviserHoursInput } from '@/lib/booking/adviser-hours';

// Advisers' hours. Each member who works on leads (`leads`) saves their own; administrators
// (`staff`) save anyone's. The store expires the public booking pages after every save.

async function saveFor(userId: string, input: AdviserHoursInput, audit: (record: { action: 'adviser-hours-saved'; target: string; details: string }) => Promise<void>) {
  const adviser = await adviserById(userId);
  if (!adviser) throw new DomainError('not-found', 'No staff member who works on leads has this id');
  const hours = await saveAdviserHours(userId, input);
  await audit({ action: 'adviser-hours-saved', target: adviserLabel(adviser), details: `${hours.weekly.length} weekly intervals, ${hours.exceptions.length} exceptions, ${hours.typeIds.length} types` });
  return hours;
}

export const saveMyHours = adminAction('leads', adviserHoursInputSchema, (input, { user, audit }) => saveFor(user.id, input, audit));

export const saveAdviserHoursOf = adminRecordAction('staff', adviserHoursInputSchema, (userId, input, { audit }) => saveFor(userId, input, audit));
