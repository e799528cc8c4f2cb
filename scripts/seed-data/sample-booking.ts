import { CONSULTATION_DEFAULTS } from '@/lib/booking/consultation-type';

// The booking setup a fresh install starts with (scripts/lib/seed.ts seedSampleBooking), so the
// booking pages work before anyone has set them up. By phone: it needs no meeting link the firm
// has not made yet. Replace both in the back office (/admin/consultations, /admin/availability).
export const SAMPLE_CONSULTATION_TYPE = {
  slug: 'first-consultation',
  name: { en: 'First consultation', de: 'Erstberatung' },
  description: {
    en: 'A first conversation about your plans: what is possible, which steps come next and what we can do for you.',
    de: 'Ein erstes Gespräch über Ihre Pläne: was möglich ist, welche Schritte als Nächstes anstehen und wie wir Sie unterstützen können.',
  },
  preparation: {
    en: 'If you have them to hand: your passport, your degree certificates and any letters from German authorities.',
    de: 'Falls zur Hand: Ihr Pass, Ihre Abschlusszeugnisse und Schreiben deutscher Behörden.',
  },
  ...CONSULTATION_DEFAULTS,
  durationMinutes: 30,
  serviceId: null,
  channel: 'phone' as const,
  videoUrl: '',
  active: true,
  order: 0,
};

// Monday to Friday, 9:00 to 17:00 on Berlin's clock.
export const SAMPLE_ADVISER_HOURS = {
  weekly: ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  exceptions: [],
};
