import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as getRoute, PUT as putRoute } from '@/app/api/v1/services/[id]/route';
import { POST as postClick } from '@/app/api/v1/whatsapp-clicks/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { connectDb } from '@/lib/server/db';
import { servicesForPages } from '@/lib/server/services/cached';
import { knownServiceNames } from '@/lib/server/services/names';
import { defaultService, defaultServices } from '@/lib/services/defaults';
import { SERVICE_IDS, type ServiceId } from '@/lib/services/service';
import { AuditEntry } from '@/models/audit-entry';
import { ServiceModel } from '@/models/service';
import { authHeaders, createUser, tokenFor } from './support/auth';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

// The services administrators edit: the API (defaults, saving, validation), what the site's pages
// read, and each service's page.
let admin: Record<string, string> = {};

beforeAll(async () => {
  await connectDb();
  admin = authHeaders(await tokenFor(await createUser({ email: 'services-admin@example.com', password: 'long enough password', name: 'Sana Admin' })));
});

beforeEach(async () => {
  await ServiceModel.deleteMany({});
});

type Body = { success: boolean; message: string; errors?: Record<string, string[]>; data?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked field by field

const context = (id: string) => ({ params: Promise.resolve({ id }) });

async function getService(id: string, headers = admin) {
  const response = await getRoute(new Request(`http://localhost/api/v1/services/${id}`, { headers }), context(id));
  return { status: response.status, body: (await response.json()) as Body };
}

async function putService(id: string, body: unknown, headers = admin) {
  const request = new Request(`http://localhost/api/v1/services/${id}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const response = await putRoute(request, context(id));
  return { status: response.status, body: (await response.json()) as Body };
}

// What the form sends: the service's editable parts.
function inputOf(id: ServiceId) {
  const { title, summary, description, offerings, fee, faq, opportunityCard } = defaultService(id);
  return { title, summary, description, offerings, fee, faq, opportunityCard };
}

describe('GET /api/v1/services/{id}', () => {
  it('answers each service with its default while nobody has saved it', async () => {
    for (const id of SERVICE_IDS) {
      const { status, body } = await getService(id);
      expect(status, id).toBe(200);
      expect(body.data, id).toEqual(defaultService(id));
      expect(body.data.updatedAt).toBeNull();
      expect(body.data.opportunityCard !== null, id).toBe(id === 'opportunity-card');
    }
    expect((await getService('opportunity-card')).body.data.opportunityCard.requiredFunds).toEqual({ amount: 1091, validFrom: '2025-01-01' });
  });

  it('answers 404 for an id that is not a service', async () => {
    const { status, body } = await getService('astrology');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'Service not found' });
  });
});

describe('PUT /api/v1/services/{id}', () => {
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
    const { status, body } = await putService('career-counseling', input);
    expect(status).toBe(200);
    expect(body.message).toBe('Service saved');
    expect(body.data).toMatchObject({
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
    expect(body.data.offerings).toHaveLength(3);
    expect(body.data.offerings[2]).toEqual({ title: 'Salary Negotiation', description: 'What to ask for, and how.', icon: 'hand-coins', tone: 'amber', fee: { kind: 'fixed', amount: 89.5, note: '' } });
    expect(body.data.offerings[0].fee).toBeNull();
    expect(Date.parse(body.data.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await getService('career-counseling')).body.data).toEqual(body.data);
    const pages = await servicesForPages();
    expect(pages.map((service) => service.id)).toEqual([...SERVICE_IDS]);
    expect(pages.find((service) => service.id === 'career-counseling')).toEqual(body.data);
    // The others keep their defaults.
    expect(pages.find((service) => service.id === 'visa-advisory')).toEqual(defaultService('visa-advisory'));

    // Saving again replaces the one document.
    expect((await putService('career-counseling', { ...input, title: 'Career Coaching in Berlin' })).status).toBe(200);
    expect(await ServiceModel.countDocuments({})).toBe(1);
    expect((await getService('career-counseling')).body.data.title).toBe('Career Coaching in Berlin');
  });

  it('keeps the Opportunity Card’s points table, requirements and required funds with their date', async () => {
    const input = inputOf('opportunity-card');
    const saved = {
      ...input,
      fee: { kind: 'on-request', amount: '999', note: '' },
      opportunityCard: {
        points: [...input.opportunityCard!.points.slice(0, 2), { criterion: 'Professional experience of 5 years', points: '3 - 4' }],
        minimumPoints: '6',
        requirements: ['Proof that you can support yourself.'],
        requiredFunds: { amount: '1091', validFrom: '2026-01-01' },
      },
    };
    const { status, body } = await putService('opportunity-card', saved);
    expect(status).toBe(200);
    // "On request" names no amount, whatever was typed before.
    expect(body.data.fee).toEqual({ kind: 'on-request', amount: null, note: '' });
    expect(body.data.opportunityCard).toEqual({
      points: [...input.opportunityCard!.points.slice(0, 2), { criterion: 'Professional experience of 5 years', points: '3–4' }],
      minimumPoints: 6,
      requirements: ['Proof that you can support yourself.'],
      requiredFunds: { amount: 1091, validFrom: '2026-01-01' },
    });
  });

  it('answers 400 with a message under each field, and saves nothing', async () => {
    const input = inputOf('opportunity-card');
    const { status, body } = await putService('opportunity-card', {
      ...input,
      title: 'ab',
      summary: '',
      fee: { kind: 'from', amount: '' },
      offerings: [input.offerings[0], { ...input.offerings[1], title: input.offerings[0]!.title.toUpperCase(), icon: 'rocket' }],
      faq: [{ question: 'Why?', answer: 'Short' }],
      opportunityCard: {
        ...input.opportunityCard,
        points: [{ criterion: 'Age under 35', points: 'two' }],
        requiredFunds: { amount: '1,091', validFrom: '2026-02-30' },
      },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Validation failed');
    expect(body.errors).toMatchObject({
      title: ['The title must be at least 3 characters'],
      summary: ['The short description must be at least 20 characters'],
      'fee.amount': ['Give the amount in euros'],
      'offerings.1.icon': ['Choose an icon'],
      'faq.0.question': ['The question must be at least 5 characters'],
      'faq.0.answer': ['The answer must be at least 10 characters'],
      'opportunityCard.points.0.points': ['Points must be a number or a range, like 4 or 2–3'],
      'opportunityCard.requiredFunds.amount': ['The amount must be a number of euros, like 150 or 89.50'],
      'opportunityCard.requiredFunds.validFrom': ['This date does not exist'],
    });
    expect(await ServiceModel.countDocuments({})).toBe(0);

    // Two offerings of one title (letter case aside).
    const twice = await putService('opportunity-card', { ...input, offerings: [input.offerings[0], { ...input.offerings[1], title: input.offerings[0]!.title.toUpperCase() }] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ offerings: ['Two offerings have the same title; each needs its own'] });
  });

  it('asks the Opportunity Card for its points table and refuses one for any other service', async () => {
    const card = await putService('opportunity-card', { ...inputOf('opportunity-card'), opportunityCard: undefined });
    expect(card.status).toBe(400);
    expect(card.body.errors).toHaveProperty('opportunityCard');
    const other = await putService('visa-advisory', { ...inputOf('visa-advisory'), opportunityCard: inputOf('opportunity-card').opportunityCard });
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ opportunityCard: ['Only the Opportunity Card has a points table'] });
    expect(await ServiceModel.countDocuments({})).toBe(0);
  });

  it('refuses an offering named like another service’s, since leads find their service by the name', async () => {
    const input = inputOf('visa-advisory');
    const { status, body } = await putService('visa-advisory', {
      ...input,
      offerings: [...input.offerings, { title: 'Interview Preparation', description: 'Preparing for the embassy interview.', icon: 'messages-square', tone: 'blue' }],
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'offerings.6.title': ['Career Counseling already uses this name; choose another'] });
  });

  it('records the change in the audit log, and only administrators may make it', async () => {
    await putService('it-consulting', { ...inputOf('it-consulting'), fee: { kind: 'fixed', amount: 120 } });
    const entry = await AuditEntry.findOne({ action: 'settings-changed', target: 'service', details: 'it-consulting' }).lean();
    expect(entry).not.toBeNull();
    expect(entry).toMatchObject({ actorEmail: 'services-admin@example.com', details: 'it-consulting' });

    const editor = authHeaders(await tokenFor(await createUser({ email: 'services-editor@example.com', password: 'long enough password', role: 'editor' })));
    expect((await putService('it-consulting', inputOf('it-consulting'), editor)).status).toBe(403);
    expect((await getService('it-consulting', editor)).status).toBe(403);
    expect((await getService('it-consulting', {})).status).toBe(401);
  });

  it('makes a new offering’s name one the site accepts from its buttons', async () => {
    const input = inputOf('family-reunification');
    const title = 'Parents Joining Their Children';
    await putService('family-reunification', {
      ...input,
      offerings: [...input.offerings, { title, description: 'Guidance for parents of adults living in Germany.', icon: 'users', tone: 'teal' }],
    });
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
    await putService('it-consulting', { ...inputOf('it-consulting'), title: 'Technology Consulting' });
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    try {
      expect(await servicesForPages()).toEqual(defaultServices());
    } finally {
      vi.unstubAllEnvs();
    }
    expect((await servicesForPages()).find((service) => service.id === 'it-consulting')?.title).toBe('Technology Consulting');
  });
});
