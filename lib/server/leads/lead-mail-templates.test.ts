import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import { acknowledgementMail as mailIn, acknowledgementTexts, notificationMail, selfCheckLines, type MailLead } from './lead-mail-templates';
import { rulesTexts } from '@/lib/enquiries/self-check-text';
import { assessOpportunityCard } from '@/lib/opportunity-card/assess';

const englishMessages = await loadMessages('en');
const english = acknowledgementTexts('en', englishMessages);
const german = acknowledgementTexts('de', await loadMessages('de'));
const acknowledgementMail = (...args: [MailLead, typeof firm, string | null]) => mailIn(...args, english);

const firm = { name: 'Spree Bridge Consulting', phone: '+49 30 1234567', email: 'hello@firm.test', url: 'https://firm.test' };
const submittedAt = new Date('2026-03-05T13:03:00Z');
const service: MailLead = {
  source: 'service',
  fullName: 'Mina Rahimi',
  email: 'mina@example.org',
  phoneNumber: '+98 912 0000000',
  message: 'Can you help?\nThanks',
  serviceName: 'Student Visa',
  city: 'Tehran',
  attribution: { pagePath: '/services', utmSource: 'instagram', referrer: null },
  submittedAt,
};
const contact: MailLead = { source: 'contact', fullName: 'Mina Rahimi', email: 'mina@example.org', message: 'Hello', submittedAt };

describe('notificationMail', () => {
  it('names the service and the lead in the subject and lists every field', () => {
    const mail = notificationMail(service, firm, 'inbox@firm.test');
    expect(mail).toMatchObject({ to: 'inbox@firm.test', replyTo: 'mina@example.org', subject: 'New enquiry: Student Visa – Mina Rahimi' });
    for (const line of [/Name: +Mina Rahimi\n/, /E-mail: +mina@example.org\n/, /Phone: +\+98 912 0000000\n/, /City: +Tehran\n/, /Service: +Student Visa\n/]) {
      expect(mail.text).toMatch(line);
    }
    expect(mail.text).toContain('Submitted: 5 March 2026, 14:03 (Berlin time)');
    expect(mail.text).toContain('Message:\nCan you help?\nThanks');
    expect(mail.text).toMatch(/Page: +\/services\nUTM source: +instagram/);
    expect(mail.text).not.toContain('Referrer');
    expect(mail.text).toContain('https://firm.test/admin/enquiries');
  });

  it('says "contact message", notes a missing phone and leaves out an empty attribution', () => {
    const mail = notificationMail(contact, firm, 'inbox@firm.test');
    expect(mail.subject).toBe('New contact message – Mina Rahimi');
    expect(mail.text).toMatch(/Phone: +not given/);
    expect(mail.text).not.toMatch(/City|Service:|Where the lead came from/);
  });
});

describe('acknowledgementMail', () => {
  // The service's title in the mail's language, as lead-mail.ts looks it up for the lead's name.
  const known = 'Student Visa';

  it('thanks the lead for the named service and signs with the firm', () => {
    const mail = acknowledgementMail(service, firm, known);
    expect(mail).toMatchObject({ to: 'mina@example.org', replyTo: 'hello@firm.test', subject: 'Your enquiry about Student Visa – Spree Bridge Consulting' });
    expect(mail.text).toContain('Hello,\n');
    expect(mail.text).toContain('Thank you for your enquiry about Student Visa.');
    expect(mail.text).toContain('Kind regards,\nSpree Bridge Consulting\nPhone: +49 30 1234567\nE-mail: hello@firm.test');
  });

  it('echoes nothing the visitor typed, so it cannot carry text to an address someone else typed in', () => {
    for (const lead of [service, contact]) {
      const mail = acknowledgementMail(lead, firm, known);
      for (const typed of ['Can you help', 'Mina', 'Rahimi', 'Tehran', '+98']) {
        expect(`${mail.subject}\n${mail.text}`, typed).not.toContain(typed);
      }
    }
    expect(acknowledgementMail(contact, firm, known)).toMatchObject({ subject: 'Thank you for contacting Spree Bridge Consulting' });
    expect(acknowledgementMail(contact, firm, known).text).toContain('Thank you for your message.');
  });

  it('names the service only when it is one of the firm\'s own', () => {
    const spoofed = { ...service, serviceName: 'Claim your prize at https://evil.example now' };
    // No service of the firm's has that name: no title to name it by.
    const mail = acknowledgementMail(spoofed, firm, null);
    expect(mail.subject).toBe('Thank you for contacting Spree Bridge Consulting');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/prize|evil\.example/);
    expect(mail.text).toContain('Thank you for your enquiry.');
    // A service name from a contact-form lead is not echoed either.
    expect(acknowledgementMail({ ...contact, serviceName: 'Student Visa' }, firm, known).subject).toBe(
      'Thank you for contacting Spree Bridge Consulting',
    );
  });

  it('is written in German for a lead from a German page, with the same facts and the service by its German title', () => {
    const mail = mailIn(service, firm, 'Studentenvisum', german);
    expect(mail).toMatchObject({ to: 'mina@example.org', replyTo: 'hello@firm.test', subject: 'Ihre Anfrage zu Studentenvisum – Spree Bridge Consulting' });
    expect(mail.text).toContain('Guten Tag,\n\nvielen Dank für Ihre Anfrage zu Studentenvisum.');
    expect(mail.text).not.toContain('Student Visa');
    expect(mail.text).toContain('Mit freundlichen Grüßen\nSpree Bridge Consulting\nTelefon: +49 30 1234567\nE-Mail: hello@firm.test\nhttps://firm.test');
    expect(mail.text).not.toMatch(/Thank you|Kind regards|Hello/);
    expect(mailIn(contact, firm, known, german)).toMatchObject({ subject: 'Vielen Dank für Ihre Nachricht – Spree Bridge Consulting' });
    expect(mailIn(contact, firm, known, german).text).toContain('vielen Dank für Ihre Nachricht.');
  });
});

describe('the self-check block', () => {
  const en = { locale: 'en' as const, mail: english, rules: rulesTexts('en', englishMessages) };
  const skilledWorker = { ...assessOpportunityCard({ qualification: 'german-or-recognised', funds: 'unknown' }, { amount: 1091, validFrom: '2025-01-01' }), answers: {}, computedAt: '2026-03-05T13:03:00.000Z' };

  it('is empty without a self-check or without its words', () => {
    expect(selfCheckLines(service, en)).toEqual([]);
    expect(selfCheckLines({ ...service, opportunityCheck: skilledWorker }, undefined)).toEqual([]);
  });

  it('on the skilled-worker route names the route and the open funds requirement, with no points', () => {
    const lines = selfCheckLines({ ...service, opportunityCheck: skilledWorker }, en);
    expect(lines).toEqual([
      '',
      'Your Opportunity Card check',
      'Result: We need to check a few points',
      'Route: Skilled-worker route (qualification obtained or recognised in Germany)',
      expect.stringMatching(/^This is an estimate and not legal advice\./),
    ]);
  });

  it('sits between the thanks and the firm’s contact lines of the acknowledgement', () => {
    const mail = mailIn({ ...service, documentCheck: { checklist: 'x', title: 'Study visa', checkedOn: null, items: [{ id: 'a', title: 'Passport', ticked: false }] } }, firm, null, english, en);
    expect(mail.text).toContain('get back to you soon.\n\nYour document checklist: Study visa\nDocuments you have not ticked yet:\n- Passport\n\nIf anything is urgent');
  });
});
