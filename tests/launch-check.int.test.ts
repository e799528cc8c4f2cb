import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { launchCheck } from '@/lib/server/launch/launch-check';
import { Author } from '@/models/author';
import { Post } from '@/models/post';
import { Testimonial } from '@/models/testimonial';
import { getSiteSettings, saveSiteSettings } from '@/lib/server/site-settings/settings';
import { seedSampleBooking, seedSampleChecklists, seedSamplePosts, seedSampleTestimonials } from '../scripts/lib/seed';
import { listConsultationTypes } from '@/lib/server/booking/catalog';
import { createConsultationType, saveAdviserHours, updateConsultationType } from '@/lib/server/booking/setup-store';
import { adviserHoursInputSchema } from '@/lib/booking/adviser-hours';
import { consultationTypeInputSchema } from '@/lib/booking/consultation-type';
import { createUser } from './support/auth';
import { berlinDay } from '@/lib/time/berlin';
import { ChecklistModel } from '@/models/checklist';
import { readServiceRecords, saveService } from '@/lib/server/services/store';
import { serviceInputSchema } from '@/lib/services/service';

vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The launch check: on a freshly seeded site every placeholder and sample is listed; once the firm
// has replaced them nothing is, and `npm run launch:check` exits 0 instead of 1.

function runLaunchCheckScript(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=react-server', 'scripts/launch-check.ts'], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  await connectDb();
});

describe('launch check', () => {
  it('lists every placeholder of a fresh seed, and the command exits 1 with the same list', async () => {
    await seedSamplePosts();
    await seedSampleTestimonials();
    await seedSampleChecklists();
    const ids = (await launchCheck()).map((item) => item.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'sample-name',
        'sample-phone',
        'sample-email',
        'sample-street',
        'social-home-page-facebookUrl',
        'social-home-page-linkedinUrl',
        'social-home-page-instagramUrl',
        'social-home-page-xUrl',
        'impressum-legalForm',
        'impressum-contentResponsible',
        'home-stats-unconfirmed',
        'service-university-admissions',
        'service-opportunity-card',
        'sample-testimonials',
        'posts-without-author',
        'founder-note-unsigned',
        // The sample checklists, never compared with a mission's list.
        'checklist-review:study-visa',
        'checklist-review:recognition',
      ]),
    );
    const { code, output } = await runLaunchCheckScript();
    expect(code).toBe(1);
    expect(output).toContain('still a placeholder or a sample');
    expect(output).toContain('/admin/testimonials');
  }, 60_000);

  it('is empty once everything is the firm’s own, and the command exits 0', async () => {
    await Testimonial.deleteMany({ sample: true });
    // The checklists compared with their sources today.
    await ChecklistModel.updateMany({}, { $set: { checkedOn: berlinDay(new Date()), sample: false } });
    await saveSiteSettings(
      {
        ...(await getSiteSettings()),
        name: 'Weber Migration Consulting',
        legalForm: 'gmbh',
        legalName: 'Weber Migration Consulting GmbH',
        representatives: ['Dr. Anna Weber'],
        registerCourt: 'Amtsgericht Charlottenburg',
        registerNumber: 'HRB 123456 B',
        contentResponsible: 'Dr. Anna Weber, Friedrichstraße 100, 10117 Berlin',
        phone: '+49 30 12345678',
        email: 'kontakt@weber-migration.de',
        whatsappNumber: '',
        street: 'Friedrichstraße 100',
        postalCode: '10117',
        facebookUrl: 'https://www.facebook.com/webermigration',
        linkedinUrl: 'https://www.linkedin.com/company/weber-migration',
        instagramUrl: '',
        xUrl: '',
        homeStatsConfirmedAt: new Date().toISOString(),
      },
      'test',
    );
    const author = await Author.create({ name: 'Dr. Anna Weber', slug: 'anna-weber', role: { en: 'Founder', de: 'Gründerin' }, signsFounderNote: true });
    await Post.updateMany({}, { $set: { authorId: author._id } });
    for (const service of await readServiceRecords()) {
      const input = serviceInputSchema(service.id).parse({
        ...service,
        description: { en: `All about ${service.title.en}.`, de: `Alles über ${service.title.de}.` },
        faq: service.faq.length
          ? service.faq
          : [{ question: { en: 'What does it cost?', de: 'Was kostet das?' }, answer: { en: 'Ask us for an offer.', de: 'Fragen Sie uns nach einem Angebot.' } }],
      });
      await saveService(service.id, input, 'test');
    }
    expect(await launchCheck()).toEqual([]);
    const { code, output } = await runLaunchCheckScript();
    expect(output).toContain('Ready to go live');
    expect(code).toBe(0);
  }, 60_000);
});

describe('launch check: the booking setup', () => {
  it('lists the sample type and hours while they are samples, and an active type no adviser takes', async () => {
    await seedSampleBooking();
    const admin = await createUser({ email: 'launch-admin@example.com', password: 'long enough password', name: 'Erika Admin' });
    await seedSampleBooking();
    const [sample] = await listConsultationTypes();
    const booking = async () => (await launchCheck()).filter((item) => item.area === 'Booking');
    expect(await booking()).toEqual([
      expect.objectContaining({ id: `booking-sample-type:${sample!.id}`, title: 'The consultation type “First consultation” is a sample', href: `/admin/consultations/${sample!.id}` }),
      expect.objectContaining({ id: `booking-sample-hours:${admin}`, title: 'Erika Admin’s hours are samples (Monday to Friday, 9:00 to 17:00)', href: `/admin/availability/${admin}` }),
    ]);

    // Saved in the back office: no longer samples. A new active type nobody takes is listed.
    const typeInput = consultationTypeInputSchema.parse({ ...sample, durationMinutes: '30', intervalMinutes: '30', bufferBeforeMinutes: '0', bufferAfterMinutes: '10', minimumNoticeHours: '12', horizonDays: '30', maxPerDay: '', changeNoticeHours: '24', remindersHoursBefore: ['24', '1'], order: '0' });
    await updateConsultationType(sample!.id, typeInput);
    const closed = { intervals: [] };
    await saveAdviserHours(admin, adviserHoursInputSchema.parse({ week: [{ intervals: [{ start: '09:00', end: '13:00' }] }, closed, closed, closed, closed, closed, closed], exceptions: [], typeIds: [sample!.id] }));
    expect(await booking()).toEqual([]);
    const untaken = await createConsultationType(consultationTypeInputSchema.parse({ ...typeInput, slug: 'visa-check', name: { en: 'Visa check' }, remindersHoursBefore: [], minimumNoticeHours: '12', changeNoticeHours: '24' }));
    expect(await booking()).toEqual([expect.objectContaining({ id: `booking-untaken-type:${untaken.id}`, title: 'No adviser takes the consultation type “Visa check”', href: '/admin/availability' })]);
    // Not bookable: nothing to take.
    await updateConsultationType(untaken.id, consultationTypeInputSchema.parse({ ...typeInput, slug: 'visa-check', name: { en: 'Visa check' }, active: false, remindersHoursBefore: [], minimumNoticeHours: '12', changeNoticeHours: '24' }));
    expect(await booking()).toEqual([]);
  });
});
