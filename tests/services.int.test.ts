import { revalidatePath, revalidateTag } from 'next/cache';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateService } from '@/app/(admin)/admin/services/actions';
import { POST as postClick } from '@/app/api/v1/whatsapp-clicks/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { connectDb } from '@/lib/server/db';
import { servicesForPages } from '@/lib/server/services/cached';
import { knownServiceNames } from '@/lib/server/services/names';
import { readService } from '@/lib/server/services/store';
import { defaultService, defaultServiceRecord, defaultServices } from '@/lib/services/defaults';
import { pickService } from '@/lib/services/localize';
import { SERVICE_IDS, type ServiceFormInput, type ServiceId } from '@/lib/services/service';
import { AuditEntry } from '@/models/audit-entry';
import { ServiceModel } from '@/models/service';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The services administrators edit: reading them (defaults), saving them (the form's action,
// validation), what the site's pages read, and each service's page.
let admin = '';

beforeAll(async () => {
  await connectDb();
  admin = await tokenFor(await createUser({ email: 'services-admin@example.com', password: 'long enough password', name: 'Sana Admin' }));
});

beforeEach(async () => {
  await ServiceModel.deleteMany({});
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test sends what it tests, valid or not
const saveAs = (token: string | null, id: string, input: any) => (actAs(token), updateService(id, input as ServiceFormInput));
const putService = (id: string, input: unknown) => saveAs(admin, id, input);
const errorsOf = (result: { ok: boolean; fieldErrors?: Record<string, string[]> }) => (result.ok ? undefined : result.fieldErrors);

// What the form sends: the service's editable parts.
function inputOf(id: ServiceId) {
  const { slugs, title, summary, description, offerings, fee, faq, opportunityCard } = defaultServiceRecord(id);
  return { slugs, title, summary, description, offerings, fee, faq, opportunityCard };
}

describe('a service as the back office reads it', () => {
  it('is its default while nobody has saved it', async () => {
    for (const id of SERVICE_IDS) {
      const service = await readService(id);
      expect(service, id).toEqual(defaultService(id));
      expect(service.updatedAt).toBeNull();
      expect(service.opportunityCard !== null, id).toBe(id === 'opportunity-card');
    }
    expect((await readService('opportunity-card')).opportunityCard!.requiredFunds).toEqual({ amount: 1091, validFrom: '2025-01-01' });
  });

  it('is not found for an id that is not a service', async () => {
    expect(await putService('astrology', inputOf('it-consulting'))).toEqual({ ok: false, code: 'not-found', message: 'Service not found' });
  });
});

describe('saving a service (its action)', () => {
  it('saves the service, which every read then shows with the parts it keeps from the default', async () => {
    const input = {
      ...inputOf('career-counseling'),
      title: 'Career Coaching',
      description: 'We start with your goals.\r\n\r\nThen we work on your documents.',
      fee: { kind: 'from', amount: '150', note: 'per session, incl. VAT' },
      offerings: [
        ...inputOf('career-counseling').offerings.slice(0, 2),
        { title: 'Salary Negotiation', description: 'What to ask for, and how.', icon: 'hand-coins', tone: 'amber', fee: { kind: 'fixed', amount: 89.5, note: '' } },
      ],
      faq: [{ question: 'Do you coach in German?', answer: 'Yes, in German and in English.' }],
    };
    vi.mocked(revalidateTag).mockClear();
    vi.mocked(revalidatePath).mockClear();
    const saved = pickService(dataOf(await putService('career-counseling', input)), 'en');
    expect(saved).toMatchObject({
      id: 'career-counseling',
      // Fixed: leads, replies and the dashboard know the service by these.
      serviceName: 'Professional Career Development',
      ctaLabel: 'Get Started with Career Counseling',
      title: 'Career Coaching',
      description: 'We start with your goals.\n\nThen we work on your documents.',
      fee: { kind: 'from', amount: 150, note: 'per session, incl. VAT' },
      faq: [{ question: 'Do you coach in German?', answer: 'Yes, in German and in English.' }],
      opportunityCard: null,
      updatedBy: 'services-admin@example.com',
    });
    expect(saved.offerings).toHaveLength(3);
    expect(saved.offerings[2]).toEqual({ name: 'Salary Negotiation', title: 'Salary Negotiation', description: 'What to ask for, and how.', icon: 'hand-coins', tone: 'amber', fee: { kind: 'fixed', amount: 89.5, note: '' } });
    expect(saved.offerings[0]!.fee).toBeNull();
    expect(Date.parse(saved.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);

    // The cached services and every page that shows them go at once.
    expect(revalidateTag).toHaveBeenCalledWith('services', { expire: 0 });
    expect(vi.mocked(revalidatePath).mock.calls.map(([path]) => path)).toEqual(['/lang/en', '/lang/de', '/lang/en/services', '/lang/de/services', '/(site)/lang/[locale]/services/[slug]', '/lang/en/services/opportunity-card/check', '/lang/de/services/opportunity-card/check', '/(site)/lang/[locale]/services/opportunity-card/check/[answers]']);
    expect(await readService('career-counseling')).toEqual(saved);
    const pages = await servicesForPages();
    expect(pages.map((service) => service.id)).toEqual([...SERVICE_IDS]);
    expect(pages.find((service) => service.id === 'career-counseling')).toEqual(saved);
    // The others keep their defaults.
    expect(pages.find((service) => service.id === 'visa-advisory')).toEqual(defaultService('visa-advisory'));

    // Saving again replaces the one document.
    dataOf(await putService('career-counseling', { ...input, title: 'Career Coaching in Berlin' }));
    expect(await ServiceModel.countDocuments({})).toBe(1);
    expect((await readService('career-counseling')).title).toBe('Career Coaching in Berlin');
  });

  it('keeps the Opportunity Card’s requirements and required funds with their date, and no points rows (the rules own the table)', async () => {
    const input = inputOf('opportunity-card');
    const saved = {
      ...input,
      fee: { kind: 'on-request', amount: '999', note: '' },
      opportunityCard: {
        // What an older form sent: dropped.
        points: [{ criterion: 'Professional experience of 5 years', points: '3 - 4' }],
        minimumPoints: '6',
        requirements: ['Proof that you can support yourself.'],
        requiredFunds: { amount: '1091', validFrom: '2026-01-01' },
      },
    };
    const stored = pickService(dataOf(await putService('opportunity-card', saved)), 'en');
    // "On request" names no amount, whatever was typed before.
    expect(stored.fee).toEqual({ kind: 'on-request', amount: null, note: '' });
    expect(stored.opportunityCard).toEqual({
      requirements: ['Proof that you can support yourself.'],
      requiredFunds: { amount: 1091, validFrom: '2026-01-01' },
    });
  });

  it('reads an Opportunity Card saved with points rows and a minimum score (before the rules owned them), and its next save drops them', async () => {
    const input = inputOf('opportunity-card');
    await ServiceModel.collection.insertOne({
      _id: 'opportunity-card',
      ...input,
      opportunityCard: {
        points: [{ criterion: { en: 'Age under 35' }, points: '2' }],
        minimumPoints: 6,
        requirements: [{ en: 'Proof that you can support yourself.' }],
        requiredFunds: { amount: 1027, validFrom: '2024-06-01' },
      },
      updatedAt: new Date(),
      updatedBy: 'old@example.com',
    } as never);
    const read = await readService('opportunity-card');
    expect(read.opportunityCard).toEqual({ requirements: ['Proof that you can support yourself.'], requiredFunds: { amount: 1027, validFrom: '2024-06-01' } });
    expect((await servicesForPages()).find((service) => service.id === 'opportunity-card')?.opportunityCard).toEqual(read.opportunityCard);

    dataOf(await putService('opportunity-card', { ...input, opportunityCard: { ...input.opportunityCard, requiredFunds: { amount: '1091', validFrom: '2026-01-01' } } }));
    const stored = await ServiceModel.collection.findOne({ _id: 'opportunity-card' } as never);
    expect(Object.keys(stored!.opportunityCard).sort()).toEqual(['requiredFunds', 'requirements']);
  });

  it('refuses invalid input with a message under each field, and saves nothing', async () => {
    const input = inputOf('opportunity-card');
    const result = await putService('opportunity-card', {
      ...input,
      title: 'ab',
      summary: '',
      fee: { kind: 'from', amount: '' },
      offerings: [input.offerings[0], { ...input.offerings[1], title: input.offerings[0]!.title.en.toUpperCase(), icon: 'rocket' }],
      faq: [{ question: 'Why?', answer: 'Short' }],
      opportunityCard: {
        ...input.opportunityCard,
        requiredFunds: { amount: '1,091', validFrom: '2026-02-30' },
      },
    });
    expect(result).toMatchObject({ ok: false, code: 'invalid', message: 'Please correct the highlighted fields.' });
    expect(errorsOf(result)).toMatchObject({
      'title.en': ['The title must be at least 3 characters'],
      'summary.en': ['The short description must be at least 20 characters'],
      'fee.amount': ['Give the amount in euros'],
      'offerings.1.icon': ['Choose an icon'],
      'faq.0.question.en': ['The question must be at least 5 characters'],
      'faq.0.answer.en': ['The answer must be at least 10 characters'],
      'opportunityCard.requiredFunds.amount': ['The amount must be a number of euros, like 150 or 89.50'],
      'opportunityCard.requiredFunds.validFrom': ['This date does not exist'],
    });
    expect(await ServiceModel.countDocuments({})).toBe(0);

    // Two offerings of one title (letter case aside).
    const twice = await putService('opportunity-card', { ...input, offerings: [input.offerings[0], { ...input.offerings[1], title: { en: input.offerings[0]!.title.en.toUpperCase() } }] });
    expect(twice).toMatchObject({ ok: false, code: 'invalid' });
    expect(errorsOf(twice)).toEqual({ offerings: ['Two offerings have the same title; each needs its own'] });
  });

  it('asks the Opportunity Card for its requirements and funds and refuses them for any other service', async () => {
    const card = await putService('opportunity-card', { ...inputOf('opportunity-card'), opportunityCard: undefined });
    expect(card).toMatchObject({ ok: false, code: 'invalid' });
    expect(errorsOf(card)).toHaveProperty('opportunityCard');
    const other = await putService('visa-advisory', { ...inputOf('visa-advisory'), opportunityCard: inputOf('opportunity-card').opportunityCard });
    expect(other).toMatchObject({ ok: false, code: 'invalid' });
    expect(errorsOf(other)).toEqual({ opportunityCard: ['Only the Opportunity Card has requirements and required funds'] });
    expect(await ServiceModel.countDocuments({})).toBe(0);
  });

  it('refuses an offering named like another service’s, since leads find their service by the name', async () => {
    const input = inputOf('visa-advisory');
    const result = await putService('visa-advisory', {
      ...input,
      offerings: [...input.offerings, { title: 'Interview Preparation', description: 'Preparing for the embassy interview.', icon: 'messages-square', tone: 'blue' }],
    });
    expect(result).toMatchObject({ ok: false, code: 'invalid' });
    expect(errorsOf(result)).toEqual({ 'offerings.6.title.en': ['Career Counseling already uses this name; choose another'] });
  });

  it('records the change in the audit log, and only administrators may make it', async () => {
    dataOf(await putService('it-consulting', { ...inputOf('it-consulting'), fee: { kind: 'fixed', amount: 120 } }));
    const entry = await AuditEntry.findOne({ action: 'settings-changed', target: 'service', details: 'it-consulting' }).lean();
    expect(entry).not.toBeNull();
    expect(entry).toMatchObject({ actorEmail: 'services-admin@example.com', details: 'it-consulting' });

    const editor = await tokenFor(await createUser({ email: 'services-editor@example.com', password: 'long enough password', role: 'editor' }));
    expect(await saveAs(editor, 'it-consulting', inputOf('it-consulting'))).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await saveAs(null, 'it-consulting', inputOf('it-consulting'))).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect(await ServiceModel.countDocuments({ _id: 'it-consulting', 'fee.amount': 120 })).toBe(1);
  });

  it('makes a new offering’s name one the site accepts from its buttons', async () => {
    const input = inputOf('family-reunification');
    const title = 'Parents Joining Their Children';
    dataOf(
      await putService('family-reunification', {
        ...input,
        offerings: [...input.offerings, { title, description: 'Guidance for parents of adults living in Germany.', icon: 'users', tone: 'teal' }],
      }),
    );
    const known = await knownServiceNames();
    expect(known.has(title)).toBe(true);
    expect(known.has('Family Reunification Solutions')).toBe(true);
    const click = await postClick(
      new Request('http://localhost/api/v1/whatsapp-clicks', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: '198.51.100.7' },
        body: JSON.stringify({ page: '/services/family-reunification', service: title }),
      }),
      {},
    );
    expect(click.status).toBe(201);
  });
});

describe('the services as pages read them', () => {
  it('are the defaults, without a database read, while `next build` prerenders', async () => {
    dataOf(await putService('it-consulting', { ...inputOf('it-consulting'), title: 'Technology Consulting' }));
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    try {
      expect(await servicesForPages()).toEqual(defaultServices());
    } finally {
      vi.unstubAllEnvs();
    }
    expect((await servicesForPages()).find((service) => service.id === 'it-consulting')?.title).toBe('Technology Consulting');
  });
});
