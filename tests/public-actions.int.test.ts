import { describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from '@/app/(site)/lang/[locale]/contact/actions';
import { sendServiceEnquiry } from '@/app/(site)/lang/[locale]/services/actions';
import { NOT_SENT, type PublicFormState } from '@/lib/actions/public-form';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { Enquiry } from '@/models/enquiry';
import germanForms from '@/messages/de/Forms.json';
import englishForms from '@/messages/en/Forms.json';
import englishEnquiry from '@/messages/en/Enquiry.json';
import germanEnquiry from '@/messages/de/Enquiry.json';
import { actAs, formOf } from './support/actions';
import { FIVE_POINTS } from './support/opportunity-answers';
import { WINDOW_WAIT_TIMEOUT_MS, withinOneWindow } from './support/rate-limit-window';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The public forms' Server Actions (lib/server/public-action.ts), called as the browser's form
// post calls them: the page's bound language, the previous state, the form's FormData.

let lastAddress = 0;
// Every test comes from its own address, so the per-address rate limit only bites where meant to.
function fromNewAddress(extra: Record<string, string> = {}): string {
  const address = `198.51.100.${++lastAddress}`;
  actAs(null, { [SOCKET_ADDRESS_HEADER]: address, ...extra });
  return address;
}

const typed = (email: string) => ({ fullName: 'Amina Yusuf', email, phoneNumber: '', message: 'I would like advice on the Opportunity Card.', website: '' });

describe('the contact form’s action', () => {
  it('stores the lead in the page’s language and answers with the thanks and an empty form', async () => {
    fromNewAddress();
    const email = 'public-action-de@example.org';
    const state = await sendContactMessage('de', NOT_SENT, formOf({ ...typed(email), attribution: JSON.stringify({ pagePath: '/de/kontakt' }) }));
    expect(state).toEqual({ answer: 1, outcome: 'sent', message: germanForms.status.contactSuccess, values: {}, sent: { fullName: 'Amina Yusuf', email, phoneNumber: '', message: typed(email).message } });
    const stored = await Enquiry.find({ email }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'contact', fullName: 'Amina Yusuf', locale: 'de', attribution: { pagePath: '/de/kontakt' } });
    expect(stored[0]?.phoneNumber).toBeUndefined();
  });

  it('refuses wrong fields with their messages in the page’s language and gives back what was typed', async () => {
    fromNewAddress();
    const previous: PublicFormState = { ...NOT_SENT, answer: 3 };
    const sent = { fullName: ' ', email: 'not-an-address', phoneNumber: '12', message: 'Hallo' };
    const state = await sendContactMessage('de', previous, formOf(sent));
    expect(state).toMatchObject({ answer: 4, outcome: 'refused', message: germanForms.status.contactFailure, values: sent });
    expect(state.fieldErrors).toEqual({
      fullName: ['Bitte füllen Sie das Feld „Vollständiger Name“ aus.'],
      email: [germanForms.errors.invalidEmail],
      phoneNumber: [germanForms.errors.phone],
    });
    expect(await Enquiry.countDocuments({ email: 'not-an-address' })).toBe(0);
  });

  it('a language the site does not publish is answered in English', async () => {
    fromNewAddress();
    const state = await sendContactMessage('fr' as never, NOT_SENT, formOf({ ...typed('x'), email: 'bad' }));
    expect(state.message).toBe(englishForms.status.contactFailure);
    expect(state.fieldErrors?.email).toEqual([englishForms.errors.invalidEmail]);
  });

  it('a filled honeypot is told "sent" and nothing is stored', async () => {
    fromNewAddress();
    const email = 'public-action-bot@example.org';
    const state = await sendContactMessage('en', NOT_SENT, formOf({ ...typed(email), website: 'https://spam.example' }));
    expect(state.outcome).toBe('sent');
    expect(await Enquiry.countDocuments({ email })).toBe(0);
  });

  it('a replayed submission id stores the lead once; both answers say sent', async () => {
    fromNewAddress();
    const email = 'public-action-replay@example.org';
    const fields = { ...typed(email), clientId: '6f1d3c1e-7d1a-4a53-9f59-0b9e3f7a1c25' };
    expect((await sendContactMessage('en', NOT_SENT, formOf(fields))).outcome).toBe('sent');
    expect((await sendContactMessage('en', NOT_SENT, formOf(fields))).outcome).toBe('sent');
    expect(await Enquiry.countDocuments({ email })).toBe(1);
  });

  it(
    'counts against the lead limit of the client’s address, which a forged X-Forwarded-For does not reset',
    async () => {
      await withinOneWindow(60_000);
      const answers: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        actAs(null, { [SOCKET_ADDRESS_HEADER]: '203.0.113.90', 'x-forwarded-for': `192.0.2.${i}` });
        const state = await sendContactMessage('en', NOT_SENT, formOf(typed(`public-action-burst${i}@example.org`)));
        answers.push(state.outcome === 'sent' ? 'sent' : (state.message ?? ''));
      }
      expect(answers).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', englishForms.status.tooMany]);
      // What was typed is given back with the refusal.
      actAs(null, { [SOCKET_ADDRESS_HEADER]: '203.0.113.90' });
      const refused = await sendContactMessage('en', NOT_SENT, formOf(typed('public-action-kept@example.org')));
      expect(refused.values.email).toBe('public-action-kept@example.org');
      // Another visitor is not affected.
      fromNewAddress();
      expect((await sendContactMessage('en', NOT_SENT, formOf(typed('public-action-other@example.org')))).outcome).toBe('sent');
    },
    WINDOW_WAIT_TIMEOUT_MS,
  );
});

describe('the service enquiry’s action', () => {
  const enquiry = (email: string) => ({ name: 'Lukas Meyer', contact: '+49 170 1111111', email, city: 'Lagos', message: 'Please call me about a student visa.', serviceName: 'Visa Advisory Services' });

  it('stores the enquiry with its service and answers with the thanks', async () => {
    fromNewAddress();
    const email = 'public-enquiry@example.org';
    const state = await sendServiceEnquiry('en', NOT_SENT, formOf(enquiry(email)));
    expect(state).toMatchObject({ answer: 1, outcome: 'sent', message: englishEnquiry.success, values: {}, sent: enquiry(email) });
    expect(await Enquiry.find({ email }).lean()).toMatchObject([{ source: 'service', fullName: 'Lukas Meyer', phoneNumber: '+49 170 1111111', city: 'Lagos', serviceName: 'Visa Advisory Services', locale: 'en' }]);
  });

  it('refuses an enquiry without contact number and city in German, keeping the service', async () => {
    fromNewAddress();
    const sent = { ...enquiry('public-enquiry-de@example.org'), contact: '', city: '' };
    const state = await sendServiceEnquiry('de', NOT_SENT, formOf(sent));
    expect(state).toMatchObject({ outcome: 'refused', message: germanEnquiry.failure, values: sent });
    expect(Object.keys(state.fieldErrors ?? {}).sort()).toEqual(['city', 'contact']);
  });

  it('takes a self-check’s block as JSON: then a name, an e-mail address and the message are enough', async () => {
    fromNewAddress();
    const email = 'public-enquiry-check@example.org';
    const attachment = { kind: 'opportunity-check', answers: FIVE_POINTS };
    const state = await sendServiceEnquiry('en', NOT_SENT, formOf({ ...enquiry(email), serviceName: 'Opportunity Card', contact: '', city: '', attachment: JSON.stringify(attachment) }));
    expect(state.outcome).toBe('sent');
    const [stored] = await Enquiry.find({ email }).lean();
    expect(stored?.opportunityCheck).toBeDefined();
    expect(stored?.city).toBeUndefined();
    // A block that is no JSON is left out: then the contact number and the city are asked for.
    fromNewAddress();
    const refused = await sendServiceEnquiry('en', NOT_SENT, formOf({ ...enquiry('public-enquiry-broken@example.org'), contact: '', city: '', attachment: '{not json' }));
    expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(['city', 'contact']);
  });
});
