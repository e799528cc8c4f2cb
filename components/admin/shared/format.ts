import { ENQUIRY_MODAL_COPY as MODAL } from '@/lib/content/enquiries';
import type { DeliveryDto } from '@/lib/enquiries/dto';

// A fixed time zone: the office is in Berlin, and the same instant should read the same for everyone.
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });

export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/Berlin' });
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));

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
