'use server';

import { z } from 'zod';
import { adminRecordAction } from '@/lib/server/admin-action';
import { DomainError } from '@/lib/server/errors';
import { expireServicePages } from '@/lib/server/services/cached';
import { saveService } from '@/lib/server/services/store';
import { isServiceId, serviceInputSchema } from '@/lib/services/service';

// The whole service replaced. Its schema depends on the service (only the Opportunity Card has a
// points table), so the input is parsed here once the id is known; a zod error thrown here is
// answered like the wrapper's own (`invalid` with a message per field).
export const updateService = adminRecordAction('staff', z.unknown(), async (id, input, { user, audit }) => {
  if (!isServiceId(id)) throw new DomainError('not-found', 'Service not found');
  const service = await saveService(id, serviceInputSchema(id).parse(input), user.email);
  expireServicePages();
  await audit({ action: 'settings-changed', target: 'service', details: id });
  return service;
});
