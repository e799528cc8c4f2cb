import { ENQUIRY_MODAL_COPY as MODAL } from '@/lib/content/enquiries';
import type { DeliveryDto } from '@/lib/enquiries/enquiry';
import { formatDateTime } from '@/lib/time/format';

const EXCERPT_LENGTH = 100;

// The table shows the start of the message on one paragraph; the modal shows all of it.
export function messageExcerpt(message: string, length = EXCERPT_LENGTH): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const wordEnd = cut.lastIndexOf(' ');
  return `${(wordEnd > length * 0.6 ? cut.slice(0, wordEnd) : cut).trimEnd()}…`;
}

// How one outbox e-mail is doing, in a sentence; null means it was never queued.
export function deliveryText(delivery: DeliveryDto | null): string {
  if (!delivery) return MODAL.delivery.notQueued;
  if (delivery.state === 'sent') return MODAL.delivery.sent(delivery.sentAt ? formatDateTime(delivery.sentAt) : null);
  if (delivery.state === 'failed') return MODAL.delivery.failed(delivery.lastError);
  return MODAL.delivery.pending(delivery.attempts, delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : null);
}
