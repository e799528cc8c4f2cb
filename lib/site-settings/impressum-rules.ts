import { LEGAL_FORM_INFO } from './legal-forms';
import { FIELD_LABELS, type SiteSettings, type SiteSettingsField } from './settings';

// What the Impressum must state for the firm's legal form (§ 5 Abs. 1 DDG, § 18 Abs. 2 MStV), as
// the fields of the settings that must be filled:
// - every provider: the name (for a natural person their first and last name, for a company its
//   registered name) and an address for service in Germany, an e-mail address and a second quick
//   way to reach it (the phone), and, since the site publishes articles, the person responsible
//   for the content (§ 18 Abs. 2 MStV);
// - a company (e.K., GbR, GmbH, UG, PartG): its legal form and who represents it;
// - a registered firm (e.K., GmbH, UG: Handelsregister; PartG: Partnerschaftsregister; a GbR
//   only once registered, Gesellschaftsregister): the register court and number;
// - a regulated profession (any of its fields filled): the chamber, the professional title with
//   the state that awarded it, and the professional rules with where they can be read.
// The VAT ID and a supervisory authority are stated when the firm has them: whether it does,
// only the firm knows, so they are never reported missing. The Impressum shows what is filled;
// what is missing is listed in the back office, never filled with words like "auf Anfrage".

const ALWAYS: SiteSettingsField[] = ['legalForm', 'legalName', 'street', 'postalCode', 'city', 'email', 'phone', 'contentResponsible'];
const PROFESSION: SiteSettingsField[] = ['chamber', 'professionalTitle', 'professionalRules'];

type Rules = Pick<SiteSettings, 'legalForm' | 'registerCourt' | 'registerNumber' | 'chamber' | 'professionalTitle' | 'professionalRules'>;

export function impressumRequirements(settings: Rules): SiteSettingsField[] {
  const required = [...ALWAYS];
  if (settings.legalForm) {
    const info = LEGAL_FORM_INFO[settings.legalForm];
    if (info.representatives.required) required.push('representatives');
    // An optional register (a GbR's) becomes required as a pair once either half is given.
    if (info.register && (info.register.required || settings.registerCourt.trim() || settings.registerNumber.trim())) required.push('registerCourt', 'registerNumber');
  }
  if (PROFESSION.some((field) => (settings[field as keyof Rules] as string).trim())) required.push(...PROFESSION);
  return required;
}

const isEmpty = (value: SiteSettings[SiteSettingsField]) => (Array.isArray(value) ? value.length === 0 : typeof value === 'string' ? value.trim() === '' : false);

// The field's name for this legal form: a GmbH's representatives are its managing directors.
export function fieldLabel(field: SiteSettingsField, settings: Pick<SiteSettings, 'legalForm'>): string {
  if (field === 'representatives' && settings.legalForm) return LEGAL_FORM_INFO[settings.legalForm].representatives.label.replace(/ \(.*\)$/, '').toLowerCase();
  return FIELD_LABELS[field];
}

export type MissingField = { field: SiteSettingsField; label: string };

export function missingImpressumFields(settings: SiteSettings): MissingField[] {
  return impressumRequirements(settings)
    .filter((field) => isEmpty(settings[field]))
    .map((field) => ({ field, label: fieldLabel(field, settings) }));
}
