import { describe, expect, it } from 'vitest';
import { PSEUDO_LOCALE } from '@/i18n/locales';
import { RETENTION_DEFAULTS, type RetentionSettings } from '@/lib/retention/settings';
import { siteConfigFrom } from '@/lib/site';
import { COMPLETE_GMBH } from '@/tests/support/site-settings';
import { dataProtection, impressum, privacyPolicy, termsOfService } from './documents';
import { germanPeriod } from './de/shared';
import { plainText, type LegalDocument, type RichText } from './types';

const firm = siteConfigFrom(COMPLETE_GMBH, 'https://firm.example');
const SAVED: RetentionSettings = { leadsClosedMonths: 1, leadsInactiveMonths: 9, leadAction: 'delete', sentMailTextDays: 1, engagementMonths: 20 };

const parts = (doc: LegalDocument): RichText[] => [
  doc.title,
  doc.description,
  ...doc.intro,
  ...doc.sections.flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.lines ?? []), ...(section.items ?? []), ...(section.closing ?? [])]),
];
const textOf = (doc: LegalDocument) => parts(doc).map(plainText).join('\n');
const retentionOf = (doc: LegalDocument) => doc.sections.find((section) => section.id === 'retention')!.items!.map(plainText).join('\n');
const links = (doc: LegalDocument) =>
  parts(doc)
    .flatMap((part) => (typeof part === 'string' ? [] : part))
    .flatMap((run) => (typeof run !== 'string' && run.href ? [{ text: run.text, href: run.href }] : []));

const allDocuments = (locale: 'en' | 'de' | typeof PSEUDO_LOCALE) => [
  impressum(firm, locale),
  privacyPolicy(firm, RETENTION_DEFAULTS, locale),
  termsOfService(firm, locale),
  dataProtection(firm, RETENTION_DEFAULTS, locale),
];

describe('the German Impressum', () => {
  it("states the firm's name, address, representatives, register and VAT facts from its settings", () => {
    const doc = impressum(firm, 'de');
    expect(doc.lang).toBe('de');
    expect(doc.title).toBe('Angaben gemäß § 5 DDG');
    const text = textOf(doc);
    for (const fact of [
      'Havel Bridge Advisors GmbH',
      'Torstraße 12',
      '10119 Berlin',
      'Gesellschaft mit beschränkter Haftung (GmbH)',
      'Geschäftsführer/in: Amira Haddad',
      'Geschäftsführer/in: Jonas Weber',
      'Registergericht: Amtsgericht Charlottenburg',
      'Registernummer: HRB 234567 B',
      'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE123456789',
      'office@havel-bridge.de',
      '+49 30 9876543',
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it('is the same text on the English page, which links to the English privacy policy and says it is English', () => {
    const german = impressum(firm, 'de');
    const english = impressum(firm, 'en');
    expect(english.sections.map((section) => section.heading)).toEqual(german.sections.map((section) => section.heading));
    expect(textOf(english)).toContain('finden Sie in unserer Datenschutzerklärung (in englischer Sprache).');
    expect(textOf(german)).toContain('finden Sie in unserer Datenschutzerklärung.');
    // Pages are named by their English address; the page writes them in its language.
    expect(links(german)).toContainEqual({ text: 'Datenschutzerklärung', href: '/privacy-policy' });
  });
});

describe('the German privacy policy and data-protection page', () => {
  it('state the default retention periods in German', () => {
    for (const doc of [privacyPolicy(firm, RETENTION_DEFAULTS, 'de'), dataProtection(firm, RETENTION_DEFAULTS, 'de')]) {
      const text = retentionOf(doc);
      expect(text).toContain('6 Monate nach Abschluss einer Anfrage, spätestens jedoch 12 Monate nach der letzten Aktivität, wird sie anonymisiert');
      expect(text).toContain('30 Tage nach der Zustellung aus unserem E-Mail-System entfernt');
      expect(text).toContain('werden nach 26 Monaten gelöscht');
      expect(text).toContain('sieben Jahre nach Abschluss der Leistung');
      expect(text).toContain('zehn Jahre');
    }
  });

  it('state saved periods, with the singular for one, and the words of the chosen removal', () => {
    for (const doc of [privacyPolicy(firm, SAVED, 'de'), dataProtection(firm, SAVED, 'de')]) {
      const text = retentionOf(doc);
      expect(text).toContain('1 Monat nach Abschluss einer Anfrage, spätestens jedoch 9 Monate nach der letzten Aktivität, wird sie gelöscht');
      expect(text).not.toContain('anonymisiert');
      expect(text).toContain('1 Tag nach der Zustellung');
      expect(text).toContain('werden nach 20 Monaten gelöscht');
    }
  });

  it('name the controller and the Berlin supervisory authority', () => {
    const text = textOf(privacyPolicy(firm, RETENTION_DEFAULTS, 'de'));
    expect(text).toContain('Havel Bridge Advisors GmbH');
    expect(text).toContain('Torstraße 12, 10119 Berlin, Deutschland');
    expect(text).toContain('Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin');
    expect(textOf(dataProtection(firm, RETENTION_DEFAULTS, 'de'))).toContain('binnen 72 Stunden');
  });
});

describe('every legal page in German', () => {
  it('has the sections of its English translation, in the same order, and links to the same pages', () => {
    const english = allDocuments('en');
    allDocuments('de').forEach((german, index) => {
      expect(german.lang).toBe('de');
      expect(german.dateLocale).toBe('de-DE');
      expect(german.sections.map((section) => section.id)).toEqual(english[index]!.sections.map((section) => section.id));
      expect(links(german).map((link) => link.href)).toEqual(links(english[index]!).map((link) => link.href));
    });
  });

  it('has no English sentence left in it', () => {
    for (const doc of allDocuments('de')) expect(textOf(doc), doc.title).not.toMatch(/\b(the|and|of|you|your|we|our|with|for)\b/);
  });

  it('writes the terms’ free first conversation as the settings say', () => {
    expect(textOf(termsOfService(firm, 'de'))).toContain('Ein erstes Gespräch über Ihre Pläne ist kostenlos');
    expect(textOf(termsOfService(siteConfigFrom({ ...COMPLETE_GMBH, firstConsultationFree: false }, 'https://firm.example'), 'de'))).toContain(
      'Was ein erstes Gespräch über Ihre Pläne kostet, teilen wir Ihnen vorher mit.',
    );
  });
});

describe('the pseudo-locale', () => {
  it('shows the English texts with every letter accented, and keeps the links’ targets', () => {
    const english = allDocuments('en');
    allDocuments(PSEUDO_LOCALE).forEach((pseudo, index) => {
      expect(pseudo.lang).toBe(PSEUDO_LOCALE);
      expect(textOf(pseudo), pseudo.title).not.toMatch(/[A-Za-z]/);
      expect(links(pseudo).map((link) => link.href)).toEqual(links(english[index]!).map((link) => link.href));
    });
  });
});

describe('germanPeriod', () => {
  it('writes one and many, and the dative plural after "nach"', () => {
    expect(germanPeriod(1, 'month')).toBe('1 Monat');
    expect(germanPeriod(6, 'month')).toBe('6 Monate');
    expect(germanPeriod(26, 'month', { dative: true })).toBe('26 Monaten');
    expect(germanPeriod(1, 'day', { dative: true })).toBe('1 Tag');
    expect(germanPeriod(30, 'day')).toBe('30 Tage');
  });
});
