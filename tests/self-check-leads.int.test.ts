import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as postEnquiry } from '@/app/api/v1/email/enquiry/route';
import { GET as exportRoute } from '@/app/api/v1/contact/enquiries/export/route';
import { connectDb } from '@/lib/server/db';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { listEnquiries } from '@/lib/server/enquiries/queries';
import { getLeadWorkspace } from '@/lib/server/enquiries/workspace';
import { anonymiseLead } from '@/lib/server/leads/lead-erasure';
import { dataSubjectExport } from '@/lib/server/data-subject/collect';
import { eraseDataSubject } from '@/lib/server/data-subject/erase';
import { saveService } from '@/lib/server/services/store';
import { defaultServiceRecord } from '@/lib/services/defaults';
import type { OpportunityAnswers } from '@/lib/opportunity-card/answers';
import type { ServiceInput } from '@/lib/services/service';
import { Enquiry } from '@/models/enquiry';
import { OpportunityCheckEvent } from '@/models/opportunity-check-event';
import { OutboxMessage } from '@/models/outbox-message';
import { ServiceModel } from '@/models/service';
import { authHeaders, createUser, tokenFor } from './support/auth';
import { FIVE_POINTS } from './support/opportunity-answers';
import { seedSampleChecklists } from '@/scripts/lib/seed';
import { DEFAULT_CHECKLISTS } from '@/lib/checklists/defaults';
import { pickChecklist } from '@/lib/checklists/checklist';

// The checklists are read through Next's data cache, which a test runs without.
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// A self-check's block on an enquiry: the server recomputes and stores the Opportunity Card result
// (never the client's), reads a document check's items from the checklist, counts the funnel's
// 'enquiry' step, repeats the check in both mails, and the inbox, CSV and erasure handle it.

let lastAddress = 0;
let session: Record<string, string> = {};

async function send(body: unknown) {
  const request = new Request('http://localhost/api/v1/email/enquiry', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: `203.0.113.${++lastAddress}` },
    body: JSON.stringify(body),
  });
  const response = await postEnquiry(request, {});
  return { status: response.status, body: await response.json() };
}

// Each lead from its own address, so the acknowledgement's daily limit per address never bites.
function enquiry(extra: Record<string, unknown> = {}) {
  return {
    name: 'Priya Nair',
    contact: '+91 98 0000 0000',
    email: `check-${randomUUID()}@example.org`,
    city: 'Pune',
    message: 'Opportunity Card check: likely eligible, points: 12. Please check my result.',
    serviceName: 'Opportunity Card',
    clientId: randomUUID(),
    ...extra,
  };
}

// 7 points, every gate met: under 35 (2), German B2 (3), experience 2 of 5 (2).
const SEVEN_POINTS: OpportunityAnswers = { ...FIVE_POINTS, german: 'b2-or-higher', age: 'under-35' };

const opportunityCheck = (answers: OpportunityAnswers) => ({ kind: 'opportunity-check', answers });

async function stored(email: string) {
  const row = await Enquiry.findOne({ email }).lean();
  if (!row) throw new Error(`no lead from ${email}`);
  return row;
}

async function mailText(id: unknown, kind: 'notification' | 'acknowledgement'): Promise<string> {
  const message = await OutboxMessage.findOne({ key: `enquiry:${String(id)}:${kind}` }).lean();
  if (!message) throw new Error(`no ${kind} for ${String(id)}`);
  return message.text;
}

// The administrators save the Opportunity Card service with another funds figure.
async function saveFunds(amount: number, validFrom: string) {
  const { slugs, title, summary, description, offerings, fee, faq, opportunityCard } = defaultServiceRecord('opportunity-card');
  const input = { slugs, title, summary, description, offerings, fee, faq, opportunityCard: { ...opportunityCard!, requiredFunds: { amount, validFrom } } };
  await saveService('opportunity-card', input as unknown as ServiceInput, 'test');
}

beforeAll(async () => {
  await connectDb();
  await seedSampleChecklists();
  session = authHeaders(await tokenFor(await createUser({ email: 'check-adviser@example.com', password: 'long enough password', role: 'adviser' })));
});

beforeEach(async () => {
  await ServiceModel.deleteMany({});
});

describe('an Opportunity Card check sent with an enquiry', () => {
  it('refuses a body that carries a total, a verdict or an unknown answer, and stores nothing', async () => {
    for (const attachment of [
      { ...opportunityCheck(FIVE_POINTS), total: 9 },
      { ...opportunityCheck(FIVE_POINTS), verdict: 'likely-eligible' },
      opportunityCheck({ ...FIVE_POINTS, german: 'c2' } as never),
    ]) {
      const body = enquiry({ attachment });
      const result = await send(body);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ success: false, message: 'Validation failed' });
      expect(Object.keys(result.body.errors).some((field) => field.startsWith('attachment'))).toBe(true);
      expect(await Enquiry.countDocuments({ email: body.email })).toBe(0);
    }
  });

  it('stores the server’s own result with the answers, rules version and funds figure, whatever the message says', async () => {
    const body = enquiry({ attachment: opportunityCheck(FIVE_POINTS) });
    const before = Date.now();
    expect((await send(body)).status).toBe(201);
    const check = (await stored(body.email)).opportunityCheck!;
    expect(check).toMatchObject({
      answers: FIVE_POINTS,
      route: 'points',
      total: 5,
      minimumPoints: 6,
      verdict: 'not-eligible',
      rulesVersion: '2024-06-01',
      funds: { amount: 1091, validFrom: '2025-01-01' },
    });
    expect(check.items).toEqual([
      { rule: 'german-b1', points: 2 },
      { rule: 'experience-two-of-five', points: 2 },
      { rule: 'age-35-to-39', points: 1 },
    ]);
    expect(check.gates).toEqual([
      { gate: 'qualification', state: 'passed' },
      { gate: 'language', state: 'passed' },
      { gate: 'funds', state: 'passed' },
    ]);
    expect(check.computedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps the funds figure it was computed with after the administrators change the funds', async () => {
    const first = enquiry({ attachment: opportunityCheck(SEVEN_POINTS) });
    expect((await send(first)).status).toBe(201);
    await saveFunds(1200, '2026-01-01');
    const second = enquiry({ attachment: opportunityCheck(SEVEN_POINTS) });
    expect((await send(second)).status).toBe(201);
    expect((await stored(first.email)).opportunityCheck).toMatchObject({ funds: { amount: 1091, validFrom: '2025-01-01' }, verdict: 'likely-eligible', total: 7 });
    expect((await stored(second.email)).opportunityCheck).toMatchObject({ funds: { amount: 1200, validFrom: '2026-01-01' }, verdict: 'likely-eligible', total: 7 });
  });

  it('counts the funnel’s enquiry step once per stored lead, never for a repeat or a document check', async () => {
    const count = () => OpportunityCheckEvent.countDocuments({ event: 'enquiry' });
    const start = await count();
    const body = enquiry({ attachment: opportunityCheck(FIVE_POINTS) });
    expect((await send(body)).status).toBe(201);
    expect(await count()).toBe(start + 1);
    // The same submission again (a double click): nothing new stored, nothing counted.
    expect((await send(body)).status).toBe(201);
    expect(await Enquiry.countDocuments({ email: body.email })).toBe(1);
    expect(await count()).toBe(start + 1);
    expect((await send(enquiry({ attachment: { kind: 'document-check', checklist: 'opportunity-card', ticked: ['passport'], unticked: [] } }))).status).toBe(201);
    expect((await send(enquiry())).status).toBe(201);
    expect(await count()).toBe(start + 1);
  });

  it('repeats the result and the notice in the acknowledgement, in the lead’s language, and in the firm’s notification', async () => {
    const english = enquiry({ attachment: opportunityCheck({ ...FIVE_POINTS, funds: 'no' }) });
    expect((await send(english)).status).toBe(201);
    const englishId = (await stored(english.email))._id;
    const acknowledgement = await mailText(englishId, 'acknowledgement');
    expect(acknowledgement).toContain(
      [
        'Your Opportunity Card check',
        'Result: You do not qualify yet',
        'Route: Points route',
        'Points: 5 of at least 6 points',
        'Your points:',
        '- +2  German at level B1',
        '- +2  At least 2 years of professional experience in your field within the last 5 years',
        '- +1  Age 35 to under 40',
        'Requirements not met yet:',
        '- Enough money to support yourself while you look for work',
        'This is an estimate and not legal advice.',
      ].join('\n'),
    );
    // Nothing the visitor typed.
    expect(acknowledgement).not.toContain('Priya');
    expect(acknowledgement).not.toContain('points: 12');
    const notification = await mailText(englishId, 'notification');
    expect(notification).toContain('Result: You do not qualify yet\nRoute: Points route\nPoints: 5 of at least 6 points');

    const german = enquiry({ locale: 'de', attachment: opportunityCheck(SEVEN_POINTS) });
    expect((await send(german)).status).toBe(201);
    const germanId = (await stored(german.email))._id;
    const deutsch = await mailText(germanId, 'acknowledgement');
    expect(deutsch).toContain(
      ['Ihr Chancenkarte-Punkte-Check', 'Ergebnis: Sie erfüllen die Voraussetzungen voraussichtlich', 'Weg: Punkte-Weg', 'Punkte: 7 von mindestens 6 Punkten', 'Ihre Punkte:'].join('\n'),
    );
    expect(deutsch).toContain('Dies ist eine Einschätzung und keine Rechtsberatung.');
    expect(deutsch).not.toContain('Noch nicht erfüllte Voraussetzungen');
    expect(deutsch).not.toContain('Your Opportunity Card check');
    // The firm reads its notification in English.
    expect(await mailText(germanId, 'notification')).toContain('Result: You are likely to qualify');
  });

  it('shows on the lead’s workspace and in the inbox’s verdict filter, and its total and verdict in the CSV', async () => {
    const marker = `verdict-${randomUUID().slice(0, 8)}`;
    const likely = enquiry({ email: `${marker}-likely@example.org`, attachment: opportunityCheck(SEVEN_POINTS) });
    const notYet = enquiry({ email: `${marker}-not@example.org`, attachment: opportunityCheck(FIVE_POINTS) });
    const unknown = enquiry({ email: `${marker}-check@example.org`, attachment: opportunityCheck({ ...SEVEN_POINTS, funds: 'unknown' }) });
    const plain = enquiry({ email: `${marker}-plain@example.org` });
    for (const body of [likely, notYet, unknown, plain]) expect((await send(body)).status).toBe(201);

    const emails = async (verdict: string) =>
      (await listEnquiries({ search: marker, verdict: verdict as never, sortBy: 'fullName' })).enquiries.map((row) => row.email).sort();
    expect(await emails('likely-eligible')).toEqual([likely.email]);
    expect(await emails('not-eligible')).toEqual([notYet.email]);
    expect(await emails('needs-check')).toEqual([unknown.email]);
    expect(await emails('any')).toEqual([unknown.email, likely.email, notYet.email].sort());
    expect(await emails('all')).toHaveLength(4);
    const rows = (await listEnquiries({ search: marker })).enquiries;
    expect(rows.find((row) => row.email === likely.email)?.checkVerdict).toBe('likely-eligible');
    expect(rows.find((row) => row.email === plain.email)).not.toHaveProperty('checkVerdict');
    const counted = await listEnquiries({ search: marker, verdict: 'any' });
    expect(counted.pagination.totalEnquiries).toBe(3);

    const response = await exportRoute(new Request(`http://localhost/api/v1/contact/enquiries/export?search=${marker}&sortBy=fullName`, { headers: session }), {
      params: Promise.resolve({ id: '' }),
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toMatch(/,Language,Check total,Check verdict$/);
    const line = (email: string) => lines.find((row) => row.includes(email));
    expect(line(likely.email)).toMatch(/,en,7,likely-eligible$/);
    expect(line(notYet.email)).toMatch(/,en,5,not-eligible$/);
    expect(line(plain.email)).toMatch(/,en,,$/);
    const filtered = await exportRoute(new Request(`http://localhost/api/v1/contact/enquiries/export?search=${marker}&verdict=not-eligible`, { headers: session }), {
      params: Promise.resolve({ id: '' }),
    });
    expect((await filtered.text()).split('\r\n').filter((row) => row.includes('@example.org'))).toHaveLength(1);

    const id = (await stored(likely.email))._id.toString();
    const workspace = await getLeadWorkspace(id);
    expect(workspace?.opportunityCheck).toMatchObject({ verdict: 'likely-eligible', total: 7, rulesVersion: '2024-06-01', answers: SEVEN_POINTS });
    expect(workspace?.documentCheck).toBeNull();
  });

  it('loses the answers and the points when the lead is anonymised, keeping the verdict and total', async () => {
    const body = enquiry({ attachment: opportunityCheck(FIVE_POINTS) });
    expect((await send(body)).status).toBe(201);
    const { _id } = await stored(body.email);
    expect(await anonymiseLead(_id)).toBe(true);
    const check = (await Enquiry.findById(_id).lean())!.opportunityCheck!;
    expect(check).not.toHaveProperty('answers');
    expect(check.items ?? []).toEqual([]);
    expect(check.gates ?? []).toEqual([]);
    expect(check).toMatchObject({ verdict: 'not-eligible', total: 5, rulesVersion: '2024-06-01' });
    const workspace = await getLeadWorkspace(_id.toString());
    expect(workspace?.opportunityCheck).toMatchObject({ answers: {}, items: [], gates: [], verdict: 'not-eligible' });
  });

  it('is in the person’s data export, and goes with their enquiry when they ask for erasure', async () => {
    const body = enquiry({ attachment: opportunityCheck(FIVE_POINTS) });
    expect((await send(body)).status).toBe(201);
    const documents = enquiry({ email: body.email, attachment: { kind: 'document-check', checklist: 'opportunity-card', ticked: ['passport'], unticked: [] } });
    expect((await send(documents)).status).toBe(201);
    const exported = await dataSubjectExport(body.email);
    expect(exported.enquiries).toHaveLength(2);
    expect(exported.enquiries[0]?.opportunityCheck).toMatchObject({ answers: FIVE_POINTS, total: 5, verdict: 'not-eligible' });
    expect(exported.enquiries[1]?.documentCheck?.items).toContainEqual({ id: 'passport', title: 'Valid passport', ticked: true });
    await eraseDataSubject(body.email);
    expect(await Enquiry.countDocuments({ email: body.email })).toBe(0);
  });
});

// The sample Opportunity Card checklist (seeded above), in English and German.
const SAMPLE = DEFAULT_CHECKLISTS.find((checklist) => checklist.id === 'opportunity-card')!;
const itemsIn = (locale: 'en' | 'de') => pickChecklist(SAMPLE, locale).sections.flatMap((section) => section.items);
const ITEM_IDS = itemsIn('en').map((item) => item.id);

describe('a document checklist sent with an enquiry', () => {
  it('stores every item of the checklist with its English title and whether it was ticked', async () => {
    // Ticked: the first two; not ticked: the third; the rest not sent at all (counted as not ticked).
    const [first, second, third] = ITEM_IDS;
    const body = enquiry({ locale: 'de', attachment: { kind: 'document-check', checklist: 'opportunity-card', ticked: [first, second], unticked: [third] } });
    expect((await send(body)).status).toBe(201);
    const row = await stored(body.email);
    expect(row.documentCheck).toEqual({
      checklist: 'opportunity-card',
      title: 'Opportunity Card: document checklist',
      checkedOn: null,
      items: itemsIn('en').map((item) => ({ id: item.id, title: item.title, ticked: item.id === first || item.id === second })),
    });
    expect(row.opportunityCheck ?? null).toBeNull();
    // The acknowledgement lists what is missing, in the lead's language.
    const german = itemsIn('de');
    const acknowledgement = await mailText(row._id, 'acknowledgement');
    expect(acknowledgement).toContain(
      ['Ihre Checkliste der Unterlagen: Chancenkarte: Checkliste der Unterlagen', 'Unterlagen, die Sie noch nicht abgehakt haben:', ...german.slice(2).map((item) => `- ${item.title}`)].join('\n'),
    );
    expect(acknowledgement).not.toContain(`- ${german[0]!.title}\n`);
    const english = itemsIn('en');
    expect(await mailText(row._id, 'notification')).toContain(['Documents you have not ticked yet:', ...english.slice(2).map((item) => `- ${item.title}`)].join('\n'));

    const all = enquiry({ attachment: { kind: 'document-check', checklist: 'opportunity-card', ticked: ITEM_IDS, unticked: [] } });
    expect((await send(all)).status).toBe(201);
    const complete = await stored(all.email);
    expect(complete.documentCheck?.items.every((item) => item.ticked)).toBe(true);
    expect(await mailText(complete._id, 'acknowledgement')).toContain('You ticked every document on the list.');
    expect((await getLeadWorkspace(complete._id.toString()))?.documentCheck?.items).toHaveLength(ITEM_IDS.length);
  });

  it.each([
    ['an unknown checklist', { checklist: 'space-visa', ticked: [], unticked: [] }, 'attachment.checklist'],
    ['an unknown item', { checklist: 'opportunity-card', ticked: ['passport', 'moon-rock'], unticked: [] }, 'attachment.items'],
    ['an item both ticked and not', { checklist: 'opportunity-card', ticked: ['passport'], unticked: ['passport'] }, 'attachment.items'],
  ])('refuses %s with a field error and stores nothing', async (_label, block, field) => {
    const body = enquiry({ attachment: { kind: 'document-check', ...block } });
    const result = await send(body);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false, message: 'Validation failed' });
    expect(result.body.errors[field]?.[0]).toEqual(expect.any(String));
    expect(await Enquiry.countDocuments({ email: body.email })).toBe(0);
  });
});

// Issue 40: "Have my result checked" and a checklist's "Check my documents" need a name and an
// e-mail address; the phone number is optional and the city is not asked. The services dialog's
// plain enquiry keeps SPEC's fields, all required.
describe('a self-check’s enquiry without a phone number or a city', () => {
  const documentCheck = { kind: 'document-check', checklist: 'opportunity-card', ticked: ['passport'], unticked: [] };

  it.each([
    ['the points check', opportunityCheck(SEVEN_POINTS)],
    ['a checklist', documentCheck],
  ])('from %s: stored, both mails queued, in the inbox, the workspace and the CSV', async (_label, attachment) => {
    const body = enquiry({ attachment, contact: '', city: '' });
    const marker = body.email;
    expect((await send(body)).status).toBe(201);
    const row = await stored(marker);
    expect(row.phoneNumber).toBeUndefined();
    expect(row.city).toBeUndefined();
    const notification = await mailText(row._id, 'notification');
    expect(notification).toMatch(/^Phone: +not given$/m);
    expect(notification).not.toMatch(/^City:/m);
    expect(await mailText(row._id, 'acknowledgement')).toMatch(/\S/);
    const [listed] = (await listEnquiries({ search: marker })).enquiries;
    expect(listed).toMatchObject({ email: marker, phoneNumber: null, city: null });
    expect((await getLeadWorkspace(row._id.toString()))?.enquiry).toMatchObject({ phoneNumber: null, city: null });
    const response = await exportRoute(new Request(`http://localhost/api/v1/contact/enquiries/export?search=${encodeURIComponent(marker)}`, { headers: session }), {
      params: Promise.resolve({ id: '' }),
    });
    expect((await response.text()).split('\r\n').filter((line) => line.includes(marker))).toHaveLength(1);
    // Without the two fields at all, too.
    expect((await send(enquiry({ attachment, contact: undefined, city: undefined }))).status).toBe(201);
  });

  it('a phone number given with a self-check must still be one', async () => {
    const result = await send(enquiry({ attachment: opportunityCheck(SEVEN_POINTS), contact: 'call me maybe', city: '' }));
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({ contact: ['Please enter a valid phone number: 6 to 20 digits, optionally with a leading +, spaces, brackets, - or /'] });
  });

  it('still needs a name, an e-mail address and a message', async () => {
    const result = await send({ serviceName: 'Opportunity Card', attachment: opportunityCheck(SEVEN_POINTS) });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors).sort()).toEqual(['email', 'message', 'name']);
  });

  it.each([
    ['en', { contact: ['Contact number is required'], city: ['City or location is required'] }],
    ['de', { contact: ['Bitte füllen Sie das Feld „Telefonnummer“ aus.'], city: ['Bitte füllen Sie das Feld „Stadt oder Ort“ aus.'] }],
  ])('the services dialog’s enquiry without a self-check still needs both (%s)', async (locale, errors) => {
    const body = enquiry({ contact: '', city: '', locale });
    const result = await send(body);
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual(errors);
    expect((await send({ ...enquiry({ locale }), contact: undefined, city: undefined, name: '' })).body.errors).toEqual({
      ...errors,
      name: [locale === 'en' ? 'Name is required' : 'Bitte füllen Sie das Feld „Name“ aus.'],
    });
    expect(await Enquiry.countDocuments({ email: body.email })).toBe(0);
  });
});

