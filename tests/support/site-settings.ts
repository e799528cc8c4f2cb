import type { LegalForm } from '@/lib/site-settings/legal-forms';
import { NOT_STATED } from '@/lib/site-settings/opening-hours';
import type { SiteSettings } from '@/lib/site-settings/settings';

// A firm with every detail a GmbH needs, for tests (unit, integration and e2e).
export const COMPLETE_GMBH: SiteSettings = {
  name: 'Havel Bridge Advisors',
  legalForm: 'gmbh',
  legalName: 'Havel Bridge Advisors GmbH',
  representatives: ['Amira Haddad', 'Jonas Weber'],
  registerCourt: 'Amtsgericht Charlottenburg',
  registerNumber: 'HRB 234567 B',
  vatId: 'DE123456789',
  supervisoryAuthority: '',
  chamber: '',
  professionalTitle: '',
  professionalRules: '',
  contentResponsible: 'Amira Haddad',
  phone: '+49 30 9876543',
  email: 'office@havel-bridge.de',
  whatsappNumber: '+49 151 23456789',
  street: 'Torstraße 12',
  postalCode: '10119',
  city: 'Berlin',
  facebookUrl: 'https://www.facebook.com/havelbridge',
  linkedinUrl: 'https://www.linkedin.com/company/havel-bridge',
  instagramUrl: '',
  xUrl: '',
  openingHours: { ...NOT_STATED, mon: { opens: '09:00', closes: '17:00' }, tue: { opens: '09:00', closes: '17:00' } },
  languages: [
    { en: 'English', de: 'Englisch' },
    { en: 'German', de: 'Deutsch' },
    { en: 'Arabic', de: 'Arabisch' },
  ],
  foundedYear: '2021',
  firstConsultationFree: true,
  homeStats: [
    { value: '100%', label: { en: 'Personalized Approach', de: 'Individuelle Betreuung' }, note: { en: '' } },
    { value: '92%', label: { en: 'Success Rate', de: 'Erfolgsquote' }, note: { en: 'visa approval', de: 'bei Visumanträgen' } },
    { value: '{years}+', label: { en: 'Years Experience', de: 'Jahre Erfahrung' }, note: { en: '' } },
  ],
  homeStatsConfirmedAt: '2026-01-15T10:00:00.000Z',
};

// The same firm in another legal form, with what that form needs and nothing it does not.
export function completeFirm(form: LegalForm): SiteSettings {
  const natural = form === 'einzelunternehmen' || form === 'freiberufler';
  const names: Record<LegalForm, string> = {
    einzelunternehmen: 'Amira Haddad',
    freiberufler: 'Amira Haddad',
    ek: 'Havel Bridge Advisors e.K.',
    gbr: 'Havel Bridge Advisors GbR',
    gmbh: 'Havel Bridge Advisors GmbH',
    ug: 'Havel Bridge Advisors UG (haftungsbeschränkt)',
    partg: 'Haddad & Partner Beratung',
    'partg-mbb': 'Haddad & Partner Beratung PartG mbB',
  };
  const registered = !natural && form !== 'gbr';
  return {
    ...COMPLETE_GMBH,
    legalForm: form,
    legalName: names[form],
    representatives: natural ? [] : form === 'ek' ? ['Amira Haddad'] : COMPLETE_GMBH.representatives,
    registerCourt: registered ? COMPLETE_GMBH.registerCourt : '',
    registerNumber: registered ? (form.startsWith('partg') ? 'PR 1234 B' : form === 'ek' ? 'HRA 56789 B' : 'HRB 234567 B') : '',
  };
}
