import { placeholderFindings } from '@/lib/site-settings/launch-findings';
import type { SiteSettings, SiteSettingsField } from '@/lib/site-settings/settings';

// Launch-check findings about the newsletter (issue 30): the seed's sample issue, and a newsletter
// switched on while the firm's e-mail or postal address is missing or still the sample (every issue
// shows them at its foot, and subscribers may answer to the address to leave). Pure and
// browser-safe; lib/server/newsletter/launch-facts.ts gathers the facts.

export type NewsletterLaunchFacts = {
  enabled: boolean;
  // Issues still marked as the seed's sample (saving one in the back office ends that).
  sampleIssues: Array<{ id: string; subject: string }>;
};

export type NewsletterFinding = { key: string; title: string; detail: string; href: string };

// The sender's details an issue shows, as the site settings name them.
const SENDER_FIELDS: Partial<Record<SiteSettingsField, string>> = { email: 'e-mail address', street: 'street', postalCode: 'postal code', city: 'city' };

// Those that are empty or still the site's samples, in the settings' order.
function senderGaps(settings: SiteSettings): SiteSettingsField[] {
  const samples = new Set(placeholderFindings(settings).map((finding) => finding.field));
  return (Object.keys(SENDER_FIELDS) as SiteSettingsField[]).filter((field) => samples.has(field) || !String(settings[field]).trim());
}

export function newsletterFindings(facts: NewsletterLaunchFacts, settings: SiteSettings): NewsletterFinding[] {
  const findings: NewsletterFinding[] = facts.sampleIssues.map((issue) => ({
    key: `newsletter-sample-issue:${issue.id}`,
    title: `The newsletter issue “${issue.subject}” is a sample`,
    detail: 'It came with the site to show what an issue looks like and has not been sent. Write your own issue in it and save it, or delete it.',
    href: `/admin/newsletter/issues/${issue.id}`,
  }));
  const gaps = facts.enabled ? senderGaps(settings) : [];
  if (gaps[0]) {
    findings.push({
      key: 'newsletter-sender-details',
      title: 'The newsletter is on, but the firm’s e-mail or postal address is missing or still the sample',
      detail: `Every issue shows them at its foot, and subscribers may write to the e-mail address to leave the list. To change in the site settings: ${gaps.map((field) => SENDER_FIELDS[field]).join(', ')}.`,
      href: `/admin/settings#${gaps[0]}`,
    });
  }
  return findings;
}
