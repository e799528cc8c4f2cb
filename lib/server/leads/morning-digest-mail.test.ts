import { describe, expect, it } from 'vitest';
import { berlinDayStart } from '@/lib/time/berlin';
import { morningDigestMail, type Digest } from './morning-digest-mail';

const firm = { name: 'Spree Bridge Consulting', phone: '+49 30 1234567', email: 'hello@firm.test', url: 'https://firm.test' };
const person = { name: 'Ada <Adviser>', email: 'ada@firm.test' };
const day = '2026-03-29';

describe('morningDigestMail', () => {
  it('with consultations only: says so in the subject, times on Berlin’s summer clock, the agenda for one without a lead', () => {
    const digest: Digest = {
      day,
      tasks: [],
      consultations: [{ start: new Date('2026-03-29T07:30:00Z'), end: new Date('2026-03-29T08:15:00Z'), typeName: 'First consultation', channel: 'phone', visitorName: 'Mina Rahimi', enquiryId: null }],
    };
    const mail = morningDigestMail(person, digest, firm, berlinDayStart(day));
    expect(mail.to).toBe('ada@firm.test');
    expect(mail.subject).toBe('Your day: 1 consultation – 29 Mar 2026');
    expect(mail.text).toContain('Your day at Spree Bridge Consulting, Sunday, 29 March 2026 (Berlin time):');
    expect(mail.text).toContain('Consultations today (1):\n- 09:30–10:15 First consultation, Phone call – Mina Rahimi\n  https://firm.test/admin/agenda');
    expect(mail.text).not.toContain('Tasks');
    // The HTML part escapes names, never takes them as markup.
    expect(mail.html).toContain('<p>Good morning, Ada &#60;Adviser&#62;.</p>');
    expect(mail.html).not.toContain('<Adviser>');
  });

  it('tells an overdue task by its date and today’s by its time', () => {
    const digest: Digest = {
      day,
      tasks: [
        { title: 'Send the list', dueAt: new Date('2026-03-27T09:00:00Z'), leadName: 'Omar', enquiryId: 'a1' },
        { title: 'Call back', dueAt: new Date('2026-03-29T14:00:00Z'), leadName: 'Omar', enquiryId: 'a1' },
      ],
      consultations: [],
    };
    const mail = morningDigestMail(person, digest, firm, berlinDayStart(day));
    expect(mail.subject).toBe('Your day: 2 tasks – 29 Mar 2026');
    expect(mail.text).toContain('- Send the list (overdue since 27 Mar 2026, 10:00) – Omar\n  https://firm.test/admin/enquiries/a1');
    expect(mail.text).toContain('- Call back (due 16:00) – Omar');
  });
});
