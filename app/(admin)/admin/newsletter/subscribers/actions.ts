'use server';

import { z } from 'zod';
import { maskedAddress } from '@/lib/data-subject/schema';
import { UNSUBSCRIBE_WAY_LABELS, unsubscribeOnRequestSchema } from '@/lib/newsletter/subscribers';
import { adminAction, adminRecordAction } from '@/lib/server/admin-action';
import { deleteSubscriberRecords, unsubscribeOnRequest } from '@/lib/server/newsletter/subscriber-commands';

// A subscriber's records are personal data with a consent proof: administrators (`staff`) only.

// Someone asked to leave in person, by phone or by mail: unsubscribed with that way recorded.
export const unsubscribeSubscriber = adminRecordAction('staff', unsubscribeOnRequestSchema, async (id, { how }, { audit }) => {
  const { email, changed } = await unsubscribeOnRequest(id, how);
  if (changed) await audit({ action: 'newsletter-subscriber-unsubscribed', target: email, details: UNSUBSCRIBE_WAY_LABELS[how] });
  return { changed };
});

// Deleted on request with their mail and links (Art. 17 GDPR). The audit log names the address
// masked, as the data-subject tool's erasure does.
export const deleteSubscriber = adminAction('staff', z.string(), async (id, { audit }) => {
  const { email, messages } = await deleteSubscriberRecords(id);
  await audit({ action: 'newsletter-subscriber-deleted', target: maskedAddress(email), details: `${messages === 1 ? '1 e-mail' : `${messages} e-mails`} removed with it` });
});
