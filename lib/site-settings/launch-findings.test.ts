import { describe, expect, it } from 'vitest';
import { COMPLETE_GMBH } from '@/tests/support/site-settings';
import { isExampleAddress, isPlaceholderPhone, placeholderFindings } from './launch-findings';
import { isPlatformHomePage, siteSettingsFromEnv } from './settings';

describe('placeholderFindings', () => {
  it('a firm that set everything has nothing left to fix', () => {
    expect(placeholderFindings(COMPLETE_GMBH)).toEqual([]);
  });

  it('names every placeholder of a fresh installation, each with where it is fixed', () => {
    const findings = placeholderFindings(siteSettingsFromEnv({}));
    expect(findings.map((finding) => [finding.id, finding.href])).toEqual([
      ['sample-name', '/admin/settings#name'],
      ['sample-phone', '/admin/settings#phone'],
      ['sample-email', '/admin/settings#email'],
      ['sample-street', '/admin/settings#street'],
      ['social-home-page-facebookUrl', '/admin/settings#facebookUrl'],
      ['social-home-page-linkedinUrl', '/admin/settings#linkedinUrl'],
      ['social-home-page-instagramUrl', '/admin/settings#instagramUrl'],
      ['social-home-page-xUrl', '/admin/settings#xUrl'],
      ['impressum-legalForm', '/admin/settings#legalForm'],
      ['impressum-legalName', '/admin/settings#legalName'],
      ['impressum-contentResponsible', '/admin/settings#contentResponsible'],
      ['home-stats-unconfirmed', '/admin/settings#homeStats'],
    ]);
    expect(findings[1]!.message).toBe('The phone number +49 30 0000 0000 is the sample number.');
    expect(findings[9]!.message).toBe('Impressum: missing registered name.');
  });

  it('reads the Impressum’s needs from the legal form', () => {
    const findings = placeholderFindings({ ...COMPLETE_GMBH, registerNumber: '', representatives: [] });
    expect(findings.map((finding) => finding.message)).toEqual(['Impressum: missing managing directors.', 'Impressum: missing register number.']);
  });

  it('a separate WhatsApp number that is a sample is named too', () => {
    expect(placeholderFindings({ ...COMPLETE_GMBH, whatsappNumber: '+49 151 00000000' }).map((finding) => finding.id)).toEqual(['sample-whatsapp']);
  });
});

describe('the home page’s figures', () => {
  it('are listed, with what they claim, until an administrator has confirmed them', () => {
    const findings = placeholderFindings({ ...COMPLETE_GMBH, homeStatsConfirmedAt: '' });
    expect(findings).toEqual([
      {
        id: 'home-stats-unconfirmed',
        field: 'homeStats',
        message: 'The home page’s figures (100% Personalized Approach, 92% Success Rate, {years}+ Years Experience) have not been confirmed by an administrator.',
        href: '/admin/settings#homeStats',
      },
    ]);
  });
});

describe('the settings’ words without German', () => {
  it('one item counting the figures’ labels and notes and the languages’ names German pages show in English', () => {
    const settings = {
      ...COMPLETE_GMBH,
      languages: [{ en: 'English', de: 'Englisch' }, { en: 'Arabic' }],
      // A plain string stored before labels had languages is English only; an empty note needs no German.
      homeStats: [{ value: '95%', label: { en: 'Success Rate' }, note: { en: '' } }, ...COMPLETE_GMBH.homeStats.slice(1)],
    };
    expect(placeholderFindings(settings)).toEqual([
      { id: 'settings-without-de', field: 'homeStats', message: 'Home page figures and languages: 2 texts without German.', href: '/admin/settings#homeStats' },
    ]);
  });
});

describe('what counts as a placeholder', () => {
  it('example domains', () => {
    for (const email of ['hello@example.com', 'a@mail.example.org', 'x@firm.example']) expect(isExampleAddress(email), email).toBe(true);
    for (const email of ['office@havel-bridge.de', 'me@examples.com', 'me@example.com.de']) expect(isExampleAddress(email), email).toBe(false);
  });

  it('the sample phone number, however it is written', () => {
    for (const phone of ['+49 30 0000 0000', '+4930 00000000', '+49 (0)30 0000-0000']) expect(isPlaceholderPhone(phone), phone).toBe(true);
    for (const phone of ['+49 30 9876543', '+49 30 1000 0000']) expect(isPlaceholderPhone(phone), phone).toBe(false);
  });

  it('a platform’s home page, not a profile', () => {
    for (const url of ['https://www.facebook.com/', 'https://x.com', 'https://www.linkedin.com//']) expect(isPlatformHomePage(url), url).toBe(true);
    for (const url of ['https://www.facebook.com/havelbridge', 'https://www.linkedin.com/company/havel-bridge', 'not a url']) expect(isPlatformHomePage(url), url).toBe(false);
  });
});
