import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveMorningDigest } from '@/app/(admin)/admin/account/actions';
import type { UserRole } from '@/lib/auth/permissions';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { morningDigestDue, morningDigestJob } from '@/lib/server/leads/morning-digest';
import { createScheduler } from '@/lib/server/scheduler';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { berlinLocalToDate } from '@/lib/time/berlin';
import { AuditEntry } from '@/models/audit-entry';
import { Enquiry } from '@/models/enquiry';
import { LeadTask } from '@/models/lead-task';
import { SingleUse } from '@/models/single-use';
import { User } from '@/models/user';
import { actAs, formOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';
import { mimePart, outboxSmtpForFile, type ReceivedMail } from './support/smtp';
import { storeBooking } from './support/stored-booking';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The morning digest (issue 47) through the outbox to a real SMTP server: at 08:00 Berlin time,
// winter and summer, one mail per person with lead access and day, with their open tasks due
// today or overdue and their consultations today, however many instances run the job; none when
// there is nothing, none before 08:00, none for a person who switched it off, a disabled account
// or an editor. The days are after the real date, so no claim of theirs is ever swept as expired.
const WINTER_DAY = '2027-01-14';
const SUMMER_DAY = '2027-07-15';
const smtp = outboxSmtpForFile();
let siteUrl = '';
let people = 0;

beforeAll(async () => {
  siteUrl = (await currentSiteConfig()).url;
});

beforeEach(async () => {
  await settleDetachedTasks();
  smtp.received.length = 0;
});

const at = (local: string) => berlinLocalToDate(local)!;

async function person(role: UserRole = 'adviser', fields: { disabled?: boolean } = {}) {
  people += 1;
  const email = `digest-${people}@example.com`;
  const id = await createUser({ email, name: `Person ${people}`, password: 'long enough password', role, ...fields });
  return { id, email };
}

async function lead(fullName: string): Promise<string> {
  return (await Enquiry.create({ fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`, message: 'About a visa', source: 'contact' }))._id.toString();
}

async function task(assigneeId: string, enquiryId: string, title: string, dueAt: Date, doneAt: Date | null = null) {
  await LeadTask.create({ enquiryId, title, dueAt, assigneeId, doneAt });
}

// Each instance's scheduler with its own job (its own memory), on the clock the test sets.
function instance(clock: { now: Date }) {
  const scheduler = createScheduler();
  scheduler.add(morningDigestJob(() => clock.now));
  return () => scheduler.runNow('morning-digest');
}

function mailsTo(email: string): ReceivedMail[] {
  return smtp.received.filter((mail) => mail.envelopeTo.includes(email));
}

const textOf = (mail: ReceivedMail) => mimePart(mail, 'text/plain')?.body ?? '';

describe('the morning digest', () => {
  it('lists a person’s overdue and today’s open tasks and today’s consultations in one mail, with the leads’ pages, nothing else', async () => {
    const ada = await person();
    const other = await person();
    const anna = await lead('Anna Schmidt');
    const omar = await lead('Omar Haddad');
    const vera = await lead('Vera Visitor');
    await task(ada.id, anna, 'Send the document list & fees', at('2027-01-12T10:00'));
    await task(ada.id, omar, 'Call about the visa appointment', at(`${WINTER_DAY}T16:30`));
    await task(ada.id, omar, 'Tomorrow’s task', at('2027-01-15T09:00'));
    await task(ada.id, anna, 'A done task', at('2027-01-13T09:00'), at('2027-01-13T10:00'));
    await task(other.id, anna, 'Someone else’s task', at(`${WINTER_DAY}T11:00`));
    await storeBooking({ adviserId: ada.id, start: at(`${WINTER_DAY}T10:00`), enquiryId: vera, fullName: 'Vera Visitor', durationMinutes: 45 });
    await storeBooking({ adviserId: ada.id, start: at(`${WINTER_DAY}T14:00`), fullName: 'Cancelled Caller', status: 'cancelled' });
    await storeBooking({ adviserId: ada.id, start: at('2027-01-15T10:00'), fullName: 'Tomorrow Visitor' });
    await storeBooking({ adviserId: other.id, start: at(`${WINTER_DAY}T12:00`), fullName: 'Other Visitor' });

    await instance({ now: at(`${WINTER_DAY}T08:00`) })();

    const [mail, ...more] = mailsTo(ada.email);
    expect(more).toEqual([]);
    expect(mail!.header('subject')).toBe('Your day: 2 tasks, 1 consultation – 14 Jan 2027');
    const text = textOf(mail!);
    expect(text).toContain('Good morning, Person 1.');
    expect(text).toContain('Send the document list & fees (overdue since 12 Jan 2027, 10:00) – Anna Schmidt');
    expect(text).toContain(`  ${siteUrl}/admin/enquiries/${anna}`);
    expect(text).toContain('Call about the visa appointment (due 16:30) – Omar Haddad');
    expect(text).toContain(`  ${siteUrl}/admin/enquiries/${omar}`);
    expect(text).toContain('10:00–10:45 First consultation, Video call – Vera Visitor');
    expect(text).toContain(`  ${siteUrl}/admin/enquiries/${vera}`);
    expect(text).toContain(`${siteUrl}/admin/account#morning-digest`);
    // The HTML alternative: the same lines as links, what staff typed escaped.
    const html = mimePart(mail!, 'text/html')?.body ?? '';
    for (const absent of ['Tomorrow', 'A done task', 'Someone else', 'Cancelled Caller', 'Other Visitor']) expect(`${text}\n${html}`).not.toContain(absent);
    expect(html).toContain(`<li><a href="${siteUrl}/admin/enquiries/${anna}">Send the document list &#38; fees (overdue since 12 Jan 2027, 10:00) – Anna Schmidt</a></li>`);
    expect(html).toContain(`<a href="${siteUrl}/admin/enquiries/${vera}">10:00–10:45 First consultation, Video call – Vera Visitor</a>`);
    // The other person's own digest holds only their own.
    expect(mailsTo(other.email)).toHaveLength(1);
    expect(textOf(mailsTo(other.email)[0]!)).not.toContain('Send the document list');
  });

  it('sends one mail per person and day with two instances running the job at 08:00 at once, and again the next day', async () => {
    const ada = await person();
    const ben = await person('admin');
    const anna = await lead('Anna Twice');
    await task(ada.id, anna, 'Overdue for days', at('2027-02-01T09:00'));
    await task(ben.id, anna, 'Due today', at('2027-02-03T15:00'));
    const clock = { now: at('2027-02-03T08:00') };
    const [first, second] = [instance(clock), instance(clock)];

    await Promise.all([first(), second(), first(), second()]);
    clock.now = at('2027-02-03T12:00');
    await Promise.all([first(), second()]);
    expect(mailsTo(ada.email)).toHaveLength(1);
    expect(mailsTo(ben.email)).toHaveLength(1);

    // The next morning the overdue task is in the digest again; the other one was done meanwhile.
    await LeadTask.updateOne({ assigneeId: ben.id }, { $set: { doneAt: at('2027-02-03T16:00') } });
    clock.now = at('2027-02-04T08:01');
    await Promise.all([first(), second()]);
    expect(mailsTo(ada.email)).toHaveLength(2);
    expect(mailsTo(ada.email)[1]!.header('subject')).toBe('Your day: 1 task – 4 Feb 2027');
    expect(mailsTo(ben.email)).toHaveLength(1);
  });

  it('sends nothing to a person with nothing today, and decides it once', async () => {
    const ada = await person();
    await instance({ now: at('2027-02-10T08:00') })();
    expect(mailsTo(ada.email)).toEqual([]);
    expect(await SingleUse.exists({ _id: `morning-digest:${ada.id}:2027-02-10` })).not.toBeNull();
  });

  it('waits for 08:00 Berlin time in winter and in summer, and a server that was down at 08:00 sends it later that day', async () => {
    expect(morningDigestDue(WINTER_DAY).toISOString()).toBe('2027-01-14T07:00:00.000Z');
    expect(morningDigestDue(SUMMER_DAY).toISOString()).toBe('2027-07-15T06:00:00.000Z');
    // The Sunday clocks go forward: 08:00 is summer time already.
    expect(morningDigestDue('2027-03-28').toISOString()).toBe('2027-03-28T06:00:00.000Z');

    const ada = await person();
    const anna = await lead('Anna Summer');
    await task(ada.id, anna, 'A summer task', at(`${SUMMER_DAY}T11:00`));
    const clock = { now: new Date('2027-07-15T05:59:59Z') };
    const run = instance(clock);
    await run();
    expect(mailsTo(ada.email)).toEqual([]);
    // Before 08:00 nothing is decided, so nothing is lost.
    expect(await SingleUse.exists({ _id: `morning-digest:${ada.id}:${SUMMER_DAY}` })).toBeNull();
    clock.now = new Date('2027-07-15T06:00:00Z');
    await run();
    expect(mailsTo(ada.email)).toHaveLength(1);

    // Winter: 07:59 is too early; the first run of the day comes late, at 17:00, and still sends.
    const ben = await person();
    await task(ben.id, anna, 'A winter task', at('2027-01-21T18:00'));
    const winter = { now: at('2027-01-21T07:59') };
    const late = instance(winter);
    await late();
    expect(mailsTo(ben.email)).toEqual([]);
    winter.now = at('2027-01-21T17:00');
    await late();
    expect(mailsTo(ben.email)).toHaveLength(1);
  });

  it('does no more work that day once the day is decided', async () => {
    const clock = { now: at('2027-03-03T08:00') };
    const run = instance(clock);
    await run();
    // Someone new with a task today: this instance has decided the day and asks the database nothing.
    const late = await person();
    await task(late.id, await lead('Anna Late'), 'Added at nine', at('2027-03-03T10:00'));
    clock.now = at('2027-03-03T09:00');
    await run();
    expect(await SingleUse.exists({ _id: `morning-digest:${late.id}:2027-03-03` })).toBeNull();
    expect(mailsTo(late.email)).toEqual([]);
  });

  it('sends none to a person who switched it off, a disabled account or an editor; switching it on again works', async () => {
    const off = await person();
    const disabled = await person('adviser', { disabled: true });
    const editor = await person('editor');
    const anna = await lead('Anna Nobody');
    for (const someone of [off, disabled, editor]) await task(someone.id, anna, 'Due today', at('2027-04-07T12:00'));

    actAs(await tokenFor(off.id));
    expect(await saveMorningDigest(null, formOf({ morningDigest: 'off' }))).toMatchObject({ ok: true, data: { on: false } });
    expect((await User.findById(off.id).lean())?.morningDigest).toBe(false);
    expect(await AuditEntry.exists({ actorId: off.id, action: 'morning-digest-changed', details: 'off' })).not.toBeNull();

    await instance({ now: at('2027-04-07T08:00') })();
    for (const someone of [off, disabled, editor]) expect(mailsTo(someone.email)).toEqual([]);

    expect(await saveMorningDigest(null, formOf({ morningDigest: 'on' }))).toMatchObject({ ok: true, data: { on: true } });
    await instance({ now: at('2027-04-08T08:00') })();
    expect(mailsTo(off.email)).toHaveLength(1);
  });

  it('refuses a value that is neither on nor off, and changes nothing', async () => {
    const ada = await person();
    actAs(await tokenFor(ada.id));
    const result = await saveMorningDigest(null, formOf({ morningDigest: 'maybe' }));
    expect(result).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { morningDigest: ['Choose whether the morning digest is on or off'] } });
    expect((await User.findById(ada.id).lean())?.morningDigest).toBe(true);
  });
});
