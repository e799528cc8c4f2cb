import type { Locale, DisplayLocale } from '@/i18n/locales';
import type { SiteConfig } from '@/lib/site';

// The shape of every legal page, rendered by components/site/legal/legal-page.tsx.

// A run of text: plain, or a link (mailto:, tel:, https:, or a public page by its English address,
// which the page writes in its own language), or emphasised.
export type Inline = string | { text: string; href?: string; strong?: boolean };
// A paragraph or list item: plain text, or runs of text joined without separators.
export type RichText = string | Inline[];

export type LegalSection = {
  id: string;
  heading: string;
  paragraphs?: RichText[];
  // An address-like block: one line each, no bullets.
  lines?: RichText[];
  items?: RichText[];
  // Paragraphs that follow the list.
  closing?: RichText[];
};

export type LegalDocument = {
  // The language the text is written in (the Impressum is German on the English page too); the
  // page's labels around it ("Last updated", the contents) follow it.
  lang: Locale;
  title: string;
  // For the browser tab and search results, when it should differ from the heading.
  metaTitle?: string;
  description: string;
  intro: RichText[];
  // How the date of the visit after "Last updated" / "Stand" is written.
  dateLocale: DisplayLocale;
  sections: LegalSection[];
};

// The firm's details come from its settings at render time (lib/server/site-settings/), so the
// texts take them as input.
export type LegalCompany = Pick<SiteConfig, 'name' | 'email' | 'phone' | 'address' | 'url' | 'legal' | 'firstConsultationFree'>;

export const mailLink = (company: LegalCompany): Inline => ({ text: company.email, href: `mailto:${company.email}` });
export const phoneLink = (company: LegalCompany): Inline => ({ text: company.phone, href: `tel:${company.phone.replace(/[^\d+]/g, '')}` });

// A paragraph or list item as plain text (for descriptions and tests).
export const plainText = (value: RichText): string => (typeof value === 'string' ? value : value.map((run) => (typeof run === 'string' ? run : run.text)).join(''));
