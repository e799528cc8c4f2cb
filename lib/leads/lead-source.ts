// Where a lead came from, in one word the team can count: the campaign's utm_source when the link
// had one, otherwise the domain of the site that referred the visitor, otherwise "direct". A lead
// stored without any attribution (before the forms sent it, or from another client) is "not
// recorded" rather than direct. Pure, so the CSV export and the dashboard classify alike.

export type LeadSourceKind = 'campaign' | 'referrer' | 'direct' | 'unknown';
export type LeadSource = { kind: LeadSourceKind; name: string };

export const DIRECT_SOURCE: LeadSource = { kind: 'direct', name: 'direct' };
export const UNKNOWN_SOURCE: LeadSource = { kind: 'unknown', name: 'not recorded' };

type AttributionFields = { utmSource?: string | null; referrer?: string | null; pagePath?: string | null; landingPage?: string | null };

// "https://www.Google.com/search?q=…" → "google.com"; an app referrer
// ("android-app://com.google.android.gm/") keeps its package name. null when there is no host.
export function referrerDomain(referrer: string | null | undefined): string | null {
  const text = referrer?.trim();
  if (!text) return null;
  let host: string;
  try {
    host = new URL(text).hostname;
  } catch {
    return null;
  }
  const domain = host.toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
  return domain || null;
}

// ownDomain: this site's own domain; a visitor who arrived from one of our pages (a second tab,
// a link from the back office) came from wherever they first came from, which is unknown here.
export function classifyLeadSource(attribution: AttributionFields | null | undefined, ownDomain?: string | null): LeadSource {
  if (!attribution || !Object.values(attribution).some((value) => typeof value === 'string' && value.trim())) return UNKNOWN_SOURCE;
  const campaign = attribution?.utmSource?.trim().toLowerCase();
  if (campaign) return { kind: 'campaign', name: campaign };
  const domain = referrerDomain(attribution?.referrer);
  if (domain && domain !== ownDomain) return { kind: 'referrer', name: domain };
  return DIRECT_SOURCE;
}

// One cell of text: "campaign: newsletter", "referrer: google.com", "direct", "not recorded".
export function leadSourceText(source: LeadSource): string {
  return source.kind === 'campaign' || source.kind === 'referrer' ? `${source.kind}: ${source.name}` : source.name;
}

// The site's own domain from its public address (SITE_URL), as referrerDomain writes it.
export function siteDomain(siteUrl: string): string | null {
  return referrerDomain(siteUrl);
}
