import { renderToStaticMarkup } from 'react-dom/server';
import { enquiryNamesOf, enquiryTitlesOf } from '@/components/site/services/enquiry-texts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateService } from '@/app/(admin)/admin/services/actions';
import ServicePageRoute, { generateMetadata, generateStaticParams } from '@/app/(site)/lang/[locale]/services/[slug]/page';
import { connectDb } from '@/lib/server/db';
import { launchCheck } from '@/lib/server/launch/launch-check';
import { serviceAtSlug, servicesForPages } from '@/lib/server/services/cached';
import { readServiceRecord, readServices } from '@/lib/server/services/store';
import { defaultServiceRecord } from '@/lib/services/defaults';
import type { ServiceFormInput, ServiceId } from '@/lib/services/service';
import { ServiceModel } from '@/models/service';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// A service's texts per language: saved with German through the back office's action, read per
// language by the pages (English where a text has no German), its German address, documents
// written before texts had languages, and the launch check's list of what lacks German.
let admin = '';

beforeAll(async () => {
  await connectDb();
  admin = await tokenFor(await createUser({ email: 'service-languages-admin@example.com', password: 'long enough password' }));
});

beforeEach(async () => {
  await ServiceModel.deleteMany({});
});

const putService = (id: string, input: unknown) => (actAs(admin), updateService(id, input as ServiceFormInput));

function inputOf(id: ServiceId) {
  const { slugs, title, summary, description, offerings, fee, faq, opportunityCard } = defaultServiceRecord(id);
  return { slugs, title, summary, description, offerings, fee, faq, opportunityCard };
}

const params = (locale: string, slug: string) => ({ params: Promise.resolve({ locale, slug }) });
const render = async (locale: string, slug: string) => renderToStaticMarkup(await ServicePageRoute(params(locale, slug)));

describe('a service in German and English', () => {
  it('reads its German text for German pages and its English text for English ones, English where a text has no German', async () => {
    dataOf(
      await putService('visa-advisory', {
        ...inputOf('visa-advisory'),
        title: { en: 'Visa Advice', de: 'Visumberatung' },
        // No German: German pages show the English text.
        description: { en: 'We advise on every kind of visa.', de: '' },
      }),
    );
    const german = (await servicesForPages('de')).find((service) => service.id === 'visa-advisory')!;
    const english = (await servicesForPages('en')).find((service) => service.id === 'visa-advisory')!;
    expect(german).toMatchObject({ locale: 'de', slug: 'visaberatung', path: '/de/leistungen/visaberatung', title: 'Visumberatung', description: 'We advise on every kind of visa.' });
    expect(english).toMatchObject({ locale: 'en', slug: 'visa-advisory', path: '/services/visa-advisory', title: 'Visa Advice', description: 'We advise on every kind of visa.' });
    expect(german.offerings[0]).toMatchObject({ title: 'Beratung zum Touristenvisum', name: 'Tourist Visa Advisory' });
    expect(german.addresses).toEqual({ en: '/services/visa-advisory', de: '/de/leistungen/visaberatung' });
    expect((await readServiceRecord('visa-advisory')).description).toEqual({ en: 'We advise on every kind of visa.' });

    const html = await render('de', 'visaberatung');
    expect(html).toContain('Visumberatung');
    expect(html).toContain('Beratung zum Touristenvisum');
    // The Enquire Now buttons send the English name that leads carry, and show and announce the
    // card's German title.
    expect(enquiryNamesOf([german])).toContain('Tourist Visa Advisory');
    expect(enquiryTitlesOf([german])).toMatchObject({ 'Tourist Visa Advisory': 'Beratung zum Touristenvisum', 'Visa Advisory Services': 'Visumberatung' });
    expect(html).toContain('<span class="sr-only"> zu Beratung zum Touristenvisum</span>');
    expect(enquiryTitlesOf([english])).not.toHaveProperty('Visa Advisory Services');
  });

  it('shows a fresh install’s services in German, each at its German address with both languages as alternates', async () => {
    expect(generateStaticParams({ params: { locale: 'de' } })).toContainEqual({ slug: 'chancenkarte' });
    const metadata = await generateMetadata(params('de', 'chancenkarte'));
    expect(metadata.title).toBe('Chancenkarte');
    expect(metadata.alternates?.canonical).toBe('/de/leistungen/chancenkarte');
    expect(metadata.alternates?.languages).toMatchObject({ en: '/services/opportunity-card', de: '/de/leistungen/chancenkarte' });
    const html = await render('de', 'chancenkarte');
    expect(html).toContain('Wie viele Punkte brauche ich für die Chancenkarte?');
    expect(html).toContain('Alter unter 35 Jahren');
  });

  it('resolves a slug only in its own language; an id under /de moves to the German address, anything else is not found', async () => {
    expect((await serviceAtSlug('chancenkarte', 'de'))?.id).toBe('opportunity-card');
    expect(await serviceAtSlug('chancenkarte', 'en')).toBeNull();
    await expect(render('de', 'opportunity-card')).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;replace;\/de\/leistungen\/chancenkarte;308;/) });
    await expect(render('de', 'no-such-service')).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
    await expect(render('en', 'chancenkarte')).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
  });

  it('takes a new German address, and refuses one another service has', async () => {
    dataOf(await putService('it-consulting', { ...inputOf('it-consulting'), slugs: { de: 'technologieberatung' } }));
    expect((await serviceAtSlug('technologieberatung', 'de'))?.id).toBe('it-consulting');
    expect(await serviceAtSlug('it-beratung', 'de')).toBeNull();

    const clash = await putService('visa-advisory', { ...inputOf('visa-advisory'), slugs: { de: 'technologieberatung' } });
    expect(clash).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { 'slugs.de': ['IT Consulting already has this address; choose another'] } });
    // Another service's id is its address under /de too (it redirects there).
    const id = await putService('visa-advisory', { ...inputOf('visa-advisory'), slugs: { de: 'opportunity-card' } });
    expect(id).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { 'slugs.de': ['Germany Opportunity Card (Chancenkarte) already has this address; choose another'] } });
    expect(await ServiceModel.countDocuments({ _id: 'visa-advisory' })).toBe(0);
  });

  it('reads a document saved before texts had languages as English, and its next save writes every language', async () => {
    const old = defaultServiceRecord('career-counseling');
    await ServiceModel.collection.insertOne({
      _id: 'career-counseling',
      title: 'Career Coaching',
      summary: old.summary.en,
      description: 'We start with your goals.',
      offerings: old.offerings.map((offering) => ({ title: offering.title.en, description: offering.description.en, icon: offering.icon, tone: offering.tone, fee: null })),
      fee: { kind: 'fixed', amount: 150, note: 'per session' },
      faq: [{ question: 'Do you coach in German?', answer: 'Yes, in German and in English.' }],
      opportunityCard: null,
      updatedAt: new Date(),
      updatedBy: 'old@example.com',
    } as never);
    const record = await readServiceRecord('career-counseling');
    expect(record).toMatchObject({ title: { en: 'Career Coaching' }, description: { en: 'We start with your goals.' }, fee: { note: { en: 'per session' } }, slugs: { de: 'karriereberatung' } });
    const german = (await readServices('de')).find((service) => service.id === 'career-counseling')!;
    expect(german).toMatchObject({ title: 'Career Coaching', path: '/de/leistungen/karriereberatung', fee: { note: 'per session' } });
    expect(await render('de', 'karriereberatung')).toContain('Career Coaching');

    // The launch check lists what German pages show in English: the title, short and long
    // descriptions, fee note, five offerings' titles and texts, and the question and answer.
    const item = (await launchCheck()).find((finding) => finding.id === 'service-career-counseling-de');
    expect(item).toEqual({
      id: 'service-career-counseling-de',
      area: 'Services',
      title: "Service 'Career Coaching': 16 texts without German.",
      href: '/admin/services/career-counseling',
    });

    dataOf(await putService('career-counseling', { ...record, title: { en: 'Career Coaching', de: 'Karrierecoaching' } }));
    const stored = await ServiceModel.collection.findOne({ _id: 'career-counseling' } as never);
    expect(stored).toMatchObject({ title: { en: 'Career Coaching', de: 'Karrierecoaching' }, description: { en: 'We start with your goals.' }, faq: [{ question: { en: 'Do you coach in German?' } }] });
    expect((await launchCheck()).find((finding) => finding.id === 'service-career-counseling-de')?.title).toBe("Service 'Career Coaching': 15 texts without German.");
  });
});
