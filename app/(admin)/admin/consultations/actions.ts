'use server';

import { z } from 'zod';
import { adminAction, adminRecordAction } from '@/lib/server/admin-action';
import { createConsultationType, deleteConsultationType, updateConsultationType } from '@/lib/server/booking/setup-store';
import { consultationTypeInputSchema } from '@/lib/booking/consultation-type';

// The consultation types visitors can book: administrators (`staff`, like the services whose
// fees they show). The store expires the public booking pages after every write.

export const addConsultationType = adminAction('staff', consultationTypeInputSchema, async (input, { audit }) => {
  const type = await createConsultationType(input);
  await audit({ action: 'consultation-type-saved', target: type.name.en, details: `created ${type.id} at /book/${type.slug}` });
  return type;
});

// The whole type replaced; saving a sample ends it.
export const saveConsultationType = adminRecordAction('staff', consultationTypeInputSchema, async (id, input, { audit }) => {
  const type = await updateConsultationType(id, input);
  await audit({ action: 'consultation-type-saved', target: type.name.en, details: `${type.id} at /book/${type.slug}${type.active ? '' : ', not bookable'}` });
  return type;
});

export const removeConsultationType = adminAction('staff', z.string(), async (id, { audit }) => {
  const deleted = await deleteConsultationType(id);
  await audit({ action: 'consultation-type-deleted', target: deleted.name.en, details: deleted.id });
});
