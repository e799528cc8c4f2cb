import type { SiteConfig } from '@/lib/site';
import type { DisplayLocale } from '@/lib/time/format';

// The shape of every legal page, rendered by components/site/legal/legal-page.tsx.

// A run of text: plain, or a link (internal paths, mailto:, tel: or https:), or emphasised.
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
  lang: 'en' | 'de';
  title: string;
  // For the browser tab and search results, when it should differ from the heading.
  metaTitle?: string;
  description: string;
  intro: RichText[];
  // "Last updated" (English) or "Stand" (German), followed by the date of the visit.
  updatedLabel: string;
  dateLocale: DisplayLocale;
  tocLabel: string;
  sections: LegalSection[];
};

// The firm's details come from its settings at render time (lib/server/site-settings/), so the
// texts take them as input.
export type LegalCompany = Pick<SiteConfig, 'name' | 'email' | 'phone' | 'address' | 'url' | 'legal' | 'firstConsultationFree'>;

export const mailLink = (company: LegalCompany): Inline => ({ text: company.email, href: `mailto:${company.email}` });
export const phoneLink = (company: LegalCompany): Inline => ({ text: company.phone, href: `tel:${company.phone.replace(/[^\d+]/g, '')}` });
