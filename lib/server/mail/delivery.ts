import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import type { DeliveryDto } from '@/lib/enquiries/dto';
import { OutboxMessage, type OutboxKind, type OutboxState } from '@/models/outbox-message';

export type EnquiryDelivery = { notification: DeliveryDto | null; acknowledgement: DeliveryDto | null };

type Row = {
  kind: OutboxKind;
  enquiryId?: mongoose.Types.ObjectId | null;
  state?: OutboxState | null;
  attempts?: number | null;
  lastError?: string | null;
  sentAt?: Date | null;
  nextAttemptAt?: Date | null;
};

// How the two e-mails of each enquiry are doing, for the admin. Every valid id gets an entry;
// null means no such message was queued (leads stored before the outbox existed).
export async function deliveryForEnquiries(ids: string[]): Promise<Map<string, EnquiryDelivery>> {
  const valid = [...new Set(ids)].filter((id) => mongoose.isObjectIdOrHexString(id));
  const result = new Map<string, EnquiryDelivery>(valid.map((id) => [id, { notification: null, acknowledgement: null }]));
  if (valid.length === 0) return result;
  await connectDb();
  const rows = await OutboxMessage.find({ enquiryId: mongoose.trusted({ $in: valid.map((id) => new mongoose.Types.ObjectId(id)) }) })
    .select('kind enquiryId state attempts lastError sentAt nextAttemptAt')
    .lean<Row[]>();
  for (const row of rows) {
    const entry = row.enquiryId ? result.get(row.enquiryId.toString()) : undefined;
    if (entry) entry[row.kind] = toDeliveryDto(row);
  }
  return result;
}

function toDeliveryDto(row: Row): DeliveryDto {
  const state = row.state ?? 'pending';
  return {
    state,
    attempts: row.attempts ?? 0,
    lastError: row.lastError ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    // While a send is under way this is the end of its lease, i.e. when it would be retried.
    nextAttemptAt: state === 'pending' && row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
  };
}
