import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateService } from '@/app/(admin)/admin/services/actions';
import ServicePageRoute, { generateMetadata, generateStaticParams } from '@/app/(site)/lang/[locale]/services/[slug]/page';
import { connectDb } from '@/lib/server/db';
import { servicesForPages } from '@/lib/server/services/cached';
import { relatedPostsForService } from '@/lib/server/services/related-posts';
import { defaultService, defaultServiceRecord } from '@/lib/services/defaults';
import { faqJsonLd, serviceJsonLd } from '@/lib/services/json-ld';
import { SERVICE_IDS, type ServiceFormInput, type ServiceId } from '@/lib/services/service';
import { getSiteConfig } from '@/lib/site';
import { Post } from '@/models/post';
import { ServiceModel } from '@/models/service';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// Each service's own page, /services/{id}, as it renders from the stored services: metadata,
// every part of the service, the enquiry, the structured data and the posts about it.
let admin = '';

beforeAll(async () => {
  await connectDb();
  admin = await tokenFor(await createUser({ email: 'service-pages-admin@example.com', password: 'long enough password' }));
});

beforeEach(async () => {
  await ServiceModel.deleteMany({});
});

// Saved as the back office's form does, through its action.
async function putService(id: ServiceId, input: unknown) {
  actAs(admin);
  dataOf(await updateService(id, input as ServiceFormInput));
}

function inputOf(id: ServiceId) {
  const { slugs, title, summary, description, offerings, fee, faq, opportunityCard } = defaultServiceRecord(id);
  return { slugs, title, summary, description, offerings, fee, faq, opportunityCard };
}

// The page renders server components that are async (the related posts' cards read their
// catalogue): rendered as Next does, waiting for them; React's text separators are left out.
async function renderToHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return (await new Response(prelude).text()).replace(/<!--.*?-->/g, '');
}

const render = async (slug: string) => renderToHtml(await ServicePageRoute({ params: Promise.resolve({ locale: 'en', slug }) }));

describe('the page of each service', () => {
  const site = getSiteConfig();

  it('is prerendered for the six services, with its own title, description and canonical address', async () => {
    expect(generateStaticParams({ params: { locale: 'en' } })).toEqual(SERVICE_IDS.map((slug) => ({ slug })));
    for (const id of SERVICE_IDS) {
      const metadata = await generateMetadata({ params: Promise.resolve({ locale: 'en', slug: id }) });
      const service = defaultService(id);
      expect(metadata.title, id).toBe(service.title);
      expect(metadata.alternates?.canonical, id).toBe(`/services/${id}`);
      // The short description, cut to about 160 characters at a sentence or word.
      const description = String(metadata.description);
      expect(description.length, id).toBeLessThanOrEqual(163);
      expect(service.summary.replace(/\s+/g, ' ').startsWith(description.replace(/\.\.\.$/, '')), id).toBe(true);
    }
  });

  it('shows everything of the service, the enquiry for it and its structured data', async () => {
    await putService('visa-advisory', {
      ...inputOf('visa-advisory'),
      description: 'We advise on every kind of visa.\n\nAnd we stay with you after you arrive.',
      fee: { kind: 'from', amount: 90 },
    });
    for (const id of SERVICE_IDS) {
      const html = await render(id);
      const service = (await servicesForPages()).find((candidate) => candidate.id === id)!;
      expect(html, id).toContain(`<h1 id="service-title"`);
      expect(html.match(/<h1\b/g), id).toHaveLength(1);
      expect(html, id).toContain('id="enquire"');
      for (const offering of service.offerings) expect(html, `${id}: ${offering.title}`).toContain(escapeHtml(offering.title));
      expect(html.includes('id="faq-heading"'), id).toBe(service.faq.length > 0);
      expect(html.includes('id="about-heading"'), id).toBe(service.description !== '');
      expect(html.includes('How the points system works'), id).toBe(id === 'opportunity-card');

      const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
      expect(scripts[0], id).toEqual(serviceJsonLd(service, site));
      expect(scripts[0]).toMatchObject({ '@type': 'Service', name: service.title, url: `${site.url}/services/${id}`, provider: { '@type': 'ProfessionalService', name: site.name }, areaServed: 'Worldwide' });
      expect(scripts[1] ?? null, id).toEqual(faqJsonLd(service));
    }
    const visa = await render('visa-advisory');
    expect(visa).toContain('From €90');
    expect(visa).toContain('And we stay with you after you arrive.');
    expect(serviceJsonLd((await servicesForPages()).find((service) => service.id === 'visa-advisory')!, site).offers).toEqual({
      '@type': 'Offer',
      priceCurrency: 'EUR',
      description: 'From €90',
      priceSpecification: { '@type': 'PriceSpecification', minPrice: 90, priceCurrency: 'EUR' },
    });
    const card = await render('opportunity-card');
    expect(card).toContain('At least €1,091 for each month of your stay (applies from 1 January 2025).');
    // The points table is the rules', in the law's words (lib/opportunity-card/rules.ts).
    expect(card).toMatch(/At least 5 years of professional experience in your field within the last 7 years<\/th><td[^>]*>3<\/td>/);
    expect(card).toMatch(/German at level B1<\/th><td[^>]*>2<\/td>/);
    expect(card).toContain('Rules in force since 1 June 2024');
  });

  it('in German, writes its fixed words, fees, dates and structured data in German around the service’s content', async () => {
    await putService('visa-advisory', { ...inputOf('visa-advisory'), fee: { kind: 'from', amount: 1500 } });
    const renderDe = async (slug: string) => renderToHtml(await ServicePageRoute({ params: Promise.resolve({ locale: 'de', slug }) }));
    const visa = await renderDe('visaberatung');
    for (const text of ['Unsere Leistungen', 'Unser Angebot', 'Häufig gestellte Fragen', 'Honorar', 'Jetzt anfragen', 'Alle Leistungen', 'Anfrage senden', 'Telefonnummer', 'Weiter auf WhatsApp'])
      expect(visa, text).toContain(text);
    expect(visa).toContain('ab 1.500\u00a0€');
    expect(visa).toContain('href="/de/leistungen#visa-advisory"');
    expect(visa).toContain('href="/de/datenschutzerklaerung"');
    for (const english of ['What we offer', 'Frequently asked questions', 'Enquire Now', 'Submit Enquiry', 'All services', 'Service enquiry', 'From €']) expect(visa, english).not.toContain(english);

    const scripts = [...visa.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(scripts[0]).toMatchObject({
      '@type': 'Service',
      url: `${site.url}/de/leistungen/visaberatung`,
      areaServed: 'Weltweit',
      mainEntityOfPage: { '@type': 'WebPage', inLanguage: 'de' },
      offers: { description: 'ab 1.500\u00a0€' },
    });
    expect(scripts[1]).toMatchObject({ '@type': 'FAQPage', inLanguage: 'de' });

    const card = await renderDe('chancenkarte');
    expect(card).toContain('So funktioniert das Punktesystem');
    expect(card).toContain('Mindestens 1.091\u00a0€ für jeden Monat Ihres Aufenthalts (gültig ab 1. Januar 2025).');
    expect(card).toContain('6 Punkte');
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: 'de', slug: 'chancenkarte' }) });
    expect(metadata.alternates?.canonical).toBe('/de/leistungen/chancenkarte');
  });

  it('promises a free first consultation only where the service’s fee is nothing or on request', async () => {
    await putService('career-counseling', { ...inputOf('career-counseling'), fee: { kind: 'fixed', amount: 150, note: 'per session' } });
    expect(await render('career-counseling')).not.toMatch(/consultation is free/i);
    // On request (a stated fee is at least €1): the firm's general setting decides (free by default, SPEC).
    expect(await render('opportunity-card')).toContain('Your first consultation is free.');
  });

  it('has no posts while `next build` prerenders (no database)', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    try {
      expect(await relatedPostsForService('visa-advisory')).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('lists the newest published posts about the service', async () => {
    await Post.deleteMany({});
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await Post.create([
      { headline: 'Chancenkarte points explained', summary: 'How the points add up.', category: 'Immigration', publishAt: day(3) },
      { headline: 'Opportunity Card: proof of funds', summary: 'What the blocked account must hold.', category: 'Visa', publishAt: day(5) },
      { headline: 'Opportunity Card draft', summary: 'Not out yet, and never shown.', category: 'Visa', status: 'draft' },
      { headline: 'Student visa checklist', summary: 'Everything for the appointment.', category: 'Visa', publishAt: day(4) },
    ]);
    expect((await relatedPostsForService('opportunity-card')).map((post) => post.headline)).toEqual(['Opportunity Card: proof of funds', 'Chancenkarte points explained']);
    expect((await relatedPostsForService('visa-advisory')).map((post) => post.headline)).toEqual(['Student visa checklist']);
    expect(await relatedPostsForService('it-consulting')).toEqual([]);
    const html = await render('opportunity-card');
    expect(html).toContain('From our blog');
    expect(html).toContain('Opportunity Card: proof of funds');
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
