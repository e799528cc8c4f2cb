import { PSEUDO_LOCALE, type Locale } from '@/i18n/locales';
import { pseudoText } from '@/i18n/pseudo-locale';
import type { RetentionSettings } from '@/lib/retention/settings';
import { dataProtection as germanDataProtection } from './de/data-protection';
import { impressum as germanImpressum } from './de/impressum';
import { privacyPolicy as germanPrivacyPolicy } from './de/privacy-policy';
import { termsOfService as germanTermsOfService } from './de/terms-of-service';
import { dataProtection as englishDataProtection } from './en/data-protection';
import { privacyPolicy as englishPrivacyPolicy } from './en/privacy-policy';
import { termsOfService as englishTermsOfService } from './en/terms-of-service';
import type { Inline, LegalCompany, LegalDocument, LegalSection, RichText } from './types';

// The four legal pages in the page's language. Each language's texts are a module of their own
// (de/, en/) that builds the same sections from the same settings; this map picks one. German is
// the binding text: every other language's page says so and links to the German one.
//
// A language without its own texts shows the English ones (the pseudo-locale shows them accented,
// like its catalogues, so a page in it shows nothing untranslated).

export const BINDING_LOCALE: Locale = 'de';

type LegalTexts = {
  impressum: (company: LegalCompany, pageLocale: Locale) => LegalDocument;
  privacyPolicy: (company: LegalCompany, retention: RetentionSettings) => LegalDocument;
  termsOfService: (company: LegalCompany) => LegalDocument;
  dataProtection: (company: LegalCompany, retention: RetentionSettings) => LegalDocument;
};

const ENGLISH: LegalTexts = {
  // German law asks for the Impressum in German, and the specification keeps it German at /impressum.
  impressum: germanImpressum,
  privacyPolicy: englishPrivacyPolicy,
  termsOfService: englishTermsOfService,
  dataProtection: englishDataProtection,
};

const GERMAN: LegalTexts = {
  impressum: germanImpressum,
  privacyPolicy: germanPrivacyPolicy,
  termsOfService: germanTermsOfService,
  dataProtection: germanDataProtection,
};

const LEGAL_TEXTS: Partial<Record<Locale, LegalTexts>> = { en: ENGLISH, de: GERMAN };

function inLocale(locale: Locale, write: (texts: LegalTexts) => LegalDocument): LegalDocument {
  const texts = LEGAL_TEXTS[locale];
  if (texts) return write(texts);
  const fallback = write(ENGLISH);
  return locale === PSEUDO_LOCALE ? pseudoDocument(fallback) : fallback;
}

export const impressum = (company: LegalCompany, locale: Locale) => inLocale(locale, (texts) => texts.impressum(company, locale));
export const privacyPolicy = (company: LegalCompany, retention: RetentionSettings, locale: Locale) =>
  inLocale(locale, (texts) => texts.privacyPolicy(company, retention));
export const termsOfService = (company: LegalCompany, locale: Locale) => inLocale(locale, (texts) => texts.termsOfService(company));
export const dataProtection = (company: LegalCompany, retention: RetentionSettings, locale: Locale) =>
  inLocale(locale, (texts) => texts.dataProtection(company, retention));

// Every text of a document through the pseudo-locale's transformation; links keep their targets.
function pseudoDocument(doc: LegalDocument): LegalDocument {
  const inline = (run: Inline): Inline => (typeof run === 'string' ? pseudoText(run) : { ...run, text: pseudoText(run.text) });
  const rich = (value: RichText): RichText => (typeof value === 'string' ? pseudoText(value) : value.map(inline));
  const section = (part: LegalSection): LegalSection => ({
    ...part,
    heading: pseudoText(part.heading),
    paragraphs: part.paragraphs?.map(rich),
    lines: part.lines?.map(rich),
    items: part.items?.map(rich),
    closing: part.closing?.map(rich),
  });
  return {
    ...doc,
    lang: PSEUDO_LOCALE,
    title: pseudoText(doc.title),
    metaTitle: doc.metaTitle && pseudoText(doc.metaTitle),
    description: pseudoText(doc.description),
    intro: doc.intro.map(rich),
    sections: doc.sections.map(section),
  };
}
