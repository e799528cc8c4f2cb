// The legal forms a firm like this one may have, and what each means for the Impressum (§ 5 DDG):
// whether it is a natural person (no legal form is stated), who represents it and under which
// heading, and which register it is entered in. The rules that follow from this are in
// impressum-rules.ts; the Impressum itself in lib/content/legal/impressum.ts.

export const LEGAL_FORMS = ['einzelunternehmen', 'freiberufler', 'ek', 'gbr', 'gmbh', 'ug', 'partg', 'partg-mbb'] as const;
export type LegalForm = (typeof LEGAL_FORMS)[number];

export type RegisterKind = 'Handelsregister' | 'Partnerschaftsregister' | 'Gesellschaftsregister';

export type LegalFormInfo = {
  // In the back office's select.
  label: string;
  // The "Rechtsform" line of the Impressum; null for a natural person, who states no legal form.
  german: string | null;
  // Who represents the firm: the back office's label, and the Impressum's heading and the role
  // named before each name there (null: the names alone).
  representatives: { label: string; hint: string; heading: string; role: string | null; required: boolean };
  // The register the firm is entered in (null: none), and whether it must be.
  register: { kind: RegisterKind; required: boolean } | null;
  // What "registered name" means for this form.
  legalNameHint: string;
};

const OWNER = {
  label: 'Owner (Inhaber/in)',
  hint: 'Your first and last name.',
  heading: 'Inhaber/in',
  role: null,
};

// A GmbH and a UG name their managing directors; both kinds of PartG their partners.
const MANAGING_DIRECTORS = { label: 'Managing directors (Geschäftsführer)', hint: 'First and last name, one per line.', heading: 'Vertreten durch', role: 'Geschäftsführer/in', required: true };
const PARTNERS = { label: 'Partners (Partner)', hint: 'Every partner who represents the firm, first and last name, one per line.', heading: 'Vertreten durch', role: 'Partner/in', required: true };

export const LEGAL_FORM_INFO: Record<LegalForm, LegalFormInfo> = {
  einzelunternehmen: {
    label: 'Sole trader (Einzelunternehmen, not registered)',
    german: null,
    representatives: { ...OWNER, required: false },
    register: null,
    legalNameHint: 'Your first and last name, optionally followed by the business name (Anna Schäfer – Spree Bridge Consulting).',
  },
  freiberufler: {
    label: 'Freelance professional (Freiberufler/in)',
    german: null,
    representatives: { ...OWNER, required: false },
    register: null,
    legalNameHint: 'Your first and last name, optionally followed by the business name.',
  },
  ek: {
    label: 'Registered merchant (e.K.)',
    german: 'eingetragene/r Kaufmann/Kauffrau (e.K.)',
    representatives: { ...OWNER, required: true },
    register: { kind: 'Handelsregister', required: true },
    legalNameHint: 'As entered in the commercial register, with “e.K.” (Spree Bridge Consulting e.K.).',
  },
  gbr: {
    label: 'Civil-law partnership (GbR)',
    german: 'Gesellschaft bürgerlichen Rechts (GbR)',
    representatives: { label: 'Partners (Gesellschafter)', hint: 'Every partner who represents the firm, first and last name, one per line.', heading: 'Vertreten durch', role: 'Gesellschafter/in', required: true },
    register: { kind: 'Gesellschaftsregister', required: false },
    legalNameHint: 'The partnership’s name with “GbR” (or “eGbR” when registered).',
  },
  gmbh: {
    label: 'GmbH',
    german: 'Gesellschaft mit beschränkter Haftung (GmbH)',
    representatives: MANAGING_DIRECTORS,
    register: { kind: 'Handelsregister', required: true },
    legalNameHint: 'As entered in the commercial register, with “GmbH” (Spree Bridge Consulting GmbH).',
  },
  ug: {
    label: 'UG (haftungsbeschränkt)',
    german: 'Unternehmergesellschaft (haftungsbeschränkt)',
    representatives: MANAGING_DIRECTORS,
    register: { kind: 'Handelsregister', required: true },
    legalNameHint: 'As entered in the commercial register, with “UG (haftungsbeschränkt)”.',
  },
  partg: {
    label: 'Partnership of professionals (PartG)',
    german: 'Partnerschaftsgesellschaft (PartG)',
    representatives: PARTNERS,
    register: { kind: 'Partnerschaftsregister', required: true },
    legalNameHint: 'As entered in the partnership register, with “Partnerschaft” or “& Partner”.',
  },
  'partg-mbb': {
    label: 'Partnership with limited professional liability (PartG mbB)',
    german: 'Partnerschaftsgesellschaft mit beschränkter Berufshaftung (PartG mbB)',
    representatives: PARTNERS,
    register: { kind: 'Partnerschaftsregister', required: true },
    legalNameHint: 'As entered in the partnership register, with “PartG mbB”.',
  },
};

export const isLegalForm = (value: unknown): value is LegalForm => typeof value === 'string' && (LEGAL_FORMS as readonly string[]).includes(value);
