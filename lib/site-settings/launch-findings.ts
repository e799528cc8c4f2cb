import { countMissing, languageName, TRANSLATION_LOCALES } from '@/lib/i18n/localized';
import { missingImpressumFields } from './impressum-rules';
import { isPlatformHomePage, PLACEHOLDERS, SOCIAL_HOME_PAGES, type SiteSettings, type SiteSettingsField, type SocialField } from './settings';

// What on the site is still a placeholder or incomplete, from the firm's settings: sample contact
// details, social buttons that open a platform's home page, the Impressum's missing items. Each
// with the words to show and the place in the back office where it is fixed. Pure and
// browser-safe: the settings page lists them, and the launch check builds on them.

export type LaunchFinding = { id: string; field: SiteSettingsField; message: string; href: string };

const SETTINGS_PAGE = '/admin/settings';
const at = (field: SiteSettingsField) => `${SETTINGS_PAGE}#${field}`;

// example.com, example.org, example.net and their subdomains (RFC 2606), and the .example TLD.
const EXAMPLE_DOMAIN = /(^|\.)example\.(com|org|net)$|\.example$/i;

export function isExampleAddress(email: string): boolean {
  const domain = email.trim().split('@').pop() ?? '';
  return EXAMPLE_DOMAIN.test(domain);
}

// The sample number +49 30 0000 0000: any number whose subscriber part is a run of zeros.
export function isPlaceholderPhone(phone: string): boolean {
  return /0{8,}$/.test(phone.replace(/\D/g, ''));
}

const SOCIAL_NAMES: Record<SocialField, string> = { facebookUrl: 'Facebook', linkedinUrl: 'LinkedIn', instagramUrl: 'Instagram', xUrl: 'X' };

export function placeholderFindings(settings: SiteSettings): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  const add = (id: string, field: SiteSettingsField, message: string) => findings.push({ id, field, message, href: at(field) });

  if (settings.name.trim() === PLACEHOLDERS.name) add('sample-name', 'name', `The site still carries the sample name “${PLACEHOLDERS.name}”.`);
  if (isPlaceholderPhone(settings.phone)) add('sample-phone', 'phone', `The phone number ${settings.phone} is the sample number.`);
  if (settings.whatsappNumber && isPlaceholderPhone(settings.whatsappNumber)) add('sample-whatsapp', 'whatsappNumber', `The WhatsApp number ${settings.whatsappNumber} is a sample number.`);
  if (isExampleAddress(settings.email)) add('sample-email', 'email', `The e-mail address ${settings.email} is a sample address: mail to it reaches nobody.`);
  if (/muster/i.test(settings.street)) add('sample-street', 'street', `The address ${settings.street} is the sample street.`);
  for (const field of Object.keys(SOCIAL_HOME_PAGES) as SocialField[]) {
    const url = settings[field];
    if (url && isPlatformHomePage(url)) add(`social-home-page-${field}`, field, `The ${SOCIAL_NAMES[field]} button opens ${SOCIAL_NAMES[field]}’s home page, not the firm’s profile.`);
  }
  for (const missing of missingImpressumFields(settings)) add(`impressum-${missing.field}`, missing.field, `Impressum: missing ${missing.label}.`);
  // Claims about the firm ("95 % success rate") stand on the home page: someone must vouch for them.
  if (!settings.homeStatsConfirmedAt) {
    const figures = settings.homeStats.map((stat) => `${stat.value} ${stat.label.en}`).join(', ');
    add('home-stats-unconfirmed', 'homeStats', `The home page’s figures (${figures}) have not been confirmed by an administrator.`);
  }
  // The words visitors read in each language: the figures' labels and notes, the languages' names.
  // One item per language, leading to the figures (the languages are just above them).
  const texts = [...settings.homeStats.flatMap((stat) => [stat.label, stat.note]), ...settings.languages];
  for (const locale of TRANSLATION_LOCALES) {
    const missing = countMissing(texts, locale);
    if (missing > 0) add(`settings-without-${locale}`, 'homeStats', `Home page figures and languages: ${missing === 1 ? '1 text' : `${missing} texts`} without ${languageName(locale)}.`);
  }
  return findings;
}
