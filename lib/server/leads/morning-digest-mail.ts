import { CHANNEL_LABELS, type Channel } from '@/lib/booking/booking';
import type { MailContent } from '@/lib/server/mail/mail-text';
import { formatDateTime, formatDay, formatTime } from '@/lib/time/format';
import type { Firm } from './lead-mail-templates';

// The morning digest's mail (morning-digest.ts queues it): one person's open tasks due today or
// overdue and their consultations today, each with the lead's page in the back office. Plain
// text, in English, like the back office and every other mail to staff. Pure.

export type DigestTask = { title: string; dueAt: Date; leadName: string; enquiryId: string };
export type DigestConsultation = { start: Date; end: Date; typeName: string; channel: Channel; visitorName: string; enquiryId: string | null };
export type Digest = { day: string; tasks: DigestTask[]; consultations: DigestConsultation[] };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function morningDigestMail(person: { name: string; email: string }, digest: Digest, firm: Firm, dayStart: Date): MailContent {
  const leadUrl = (enquiryId: string) => `${firm.url}/admin/enquiries/${enquiryId}`;
  const counts = [
    ...(digest.tasks.length ? [plural(digest.tasks.length, 'task')] : []),
    ...(digest.consultations.length ? [plural(digest.consultations.length, 'consultation')] : []),
  ];
  // A task due before today shows its date too, so "overdue" says since when.
  const due = (task: DigestTask) => (task.dueAt < dayStart ? `overdue since ${formatDateTime(task.dueAt)}` : `due ${formatTime(task.dueAt)}`);
  const taskLines = digest.tasks.flatMap((task) => [`- ${task.title} (${due(task)}) – ${task.leadName}`, `  ${leadUrl(task.enquiryId)}`]);
  const consultationLines = digest.consultations.flatMap((booking) => [
    `- ${formatTime(booking.start)}–${formatTime(booking.end)} ${booking.typeName}, ${CHANNEL_LABELS[booking.channel]} – ${booking.visitorName}`,
    `  ${booking.enquiryId ? leadUrl(booking.enquiryId) : `${firm.url}/admin/agenda`}`,
  ]);
  const text = [
    `Good morning, ${person.name}.`,
    '',
    `Your day at ${firm.name}, ${formatDay(digest.day, 'full')} (Berlin time):`,
    ...(taskLines.length ? ['', `Tasks due today or overdue (${digest.tasks.length}):`, ...taskLines] : []),
    ...(consultationLines.length ? ['', `Consultations today (${digest.consultations.length}):`, ...consultationLines] : []),
    '',
    '-- ',
    'You get this mail at 08:00 Berlin time on days you have tasks due or consultations.',
    `Switch it off (or on again) on your account page: ${firm.url}/admin/account#morning-digest`,
  ].join('\n');
  return { to: person.email, subject: `Your day: ${counts.join(', ')} – ${formatDay(digest.day, 'medium')}`, text };
}
