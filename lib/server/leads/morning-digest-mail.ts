import { CHANNEL_LABELS, type Channel } from '@/lib/booking/booking';
import { escapeHtml } from '@/lib/escape-html';
import type { MailContent } from '@/lib/server/mail/mail-text';
import { formatDateTime, formatDay, formatTime } from '@/lib/time/format';
import type { Firm } from './lead-mail-templates';

// The morning digest's mail (morning-digest.ts queues it): one person's open tasks due today or
// overdue and their consultations today, each with the lead's page in the back office. In English,
// like the back office; plain text with a simple HTML alternative whose links can be clicked. Pure.

export type DigestTask = { title: string; dueAt: Date; leadName: string; enquiryId: string };
export type DigestConsultation = { start: Date; end: Date; typeName: string; channel: Channel; visitorName: string; enquiryId: string | null };
export type Digest = { day: string; tasks: DigestTask[]; consultations: DigestConsultation[] };

// One line of a list: what, and the back-office page it links to.
type Item = { text: string; url: string };
type List = { heading: string; items: Item[] };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function morningDigestMail(person: { name: string; email: string }, digest: Digest, firm: Firm, dayStart: Date): MailContent & { html: string } {
  const leadUrl = (enquiryId: string) => `${firm.url}/admin/enquiries/${enquiryId}`;
  // A task due before today shows its date too, so "overdue" says since when.
  const due = (task: DigestTask) => (task.dueAt < dayStart ? `overdue since ${formatDateTime(task.dueAt)}` : `due ${formatTime(task.dueAt)}`);
  const lists: List[] = [
    {
      heading: `Tasks due today or overdue (${digest.tasks.length})`,
      items: digest.tasks.map((task) => ({ text: `${task.title} (${due(task)}) – ${task.leadName}`, url: leadUrl(task.enquiryId) })),
    },
    {
      heading: `Consultations today (${digest.consultations.length})`,
      items: digest.consultations.map((booking) => ({
        text: `${formatTime(booking.start)}–${formatTime(booking.end)} ${booking.typeName}, ${CHANNEL_LABELS[booking.channel]} – ${booking.visitorName}`,
        url: booking.enquiryId ? leadUrl(booking.enquiryId) : `${firm.url}/admin/agenda`,
      })),
    },
  ].filter((list) => list.items.length);
  const greeting = `Good morning, ${person.name}.`;
  const intro = `Your day at ${firm.name}, ${formatDay(digest.day, 'full')} (Berlin time):`;
  const why = 'You get this mail at 08:00 Berlin time on days you have tasks due or consultations.';
  const accountUrl = `${firm.url}/admin/account#morning-digest`;
  const switchText = 'Switch it off (or on again) on your account page';

  const text = [
    greeting,
    '',
    intro,
    ...lists.flatMap((list) => ['', `${list.heading}:`, ...list.items.flatMap((item) => [`- ${item.text}`, `  ${item.url}`])]),
    '',
    '-- ',
    why,
    `${switchText}: ${accountUrl}`,
  ].join('\n');

  const link = (item: Item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.text)}</a></li>`;
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<body style="font-family: sans-serif; line-height: 1.5; color: #0f172a;">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...lists.flatMap((list) => [`<h2 style="font-size: 1.1em;">${escapeHtml(list.heading)}</h2>`, '<ul>', ...list.items.map(link), '</ul>']),
    '<hr>',
    `<p style="font-size: 0.9em;">${escapeHtml(why)} <a href="${escapeHtml(accountUrl)}">${escapeHtml(switchText)}</a>.</p>`,
    '</body>',
    '</html>',
  ].join('\n');

  const counts = [digest.tasks.length ? plural(digest.tasks.length, 'task') : '', digest.consultations.length ? plural(digest.consultations.length, 'consultation') : ''].filter(Boolean);
  return { to: person.email, subject: `Your day: ${counts.join(', ')} – ${formatDay(digest.day, 'medium')}`, text, html };
}
