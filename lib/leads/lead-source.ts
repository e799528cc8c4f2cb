// Where a lead came from, in one word the team can count: the campaign's utm_source when the link
// had one, otherwise the domain of the site that referred the visitor, otherwise "direct". Pure, so
// the CSV export and the dashboard classify alike.

export type LeadSourceKind = 'campaign' | 'referrer' | 'direct';
export type LeadSource = { kind: LeadSourceKind; name: string };

export const DIRECT_SOURCE: LeadSource = { kind: 'direct', name: 'direct' };

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
export function classifyLeadSource(
  attribution: { utmSource?: string | null; referrer?: string | null } | null | undefined,
  ownDomain?: string | null,
): LeadSource {
  const campaign = attribution?.utmSource?.trim().toLowerCase();
  if (campaign) return { kind: 'campaign', name: campaign };
  const domain = referrerDomain(attribution?.referrer);
  if (domain && domain !== ownDomain) return { kind: 'referrer', name: domain };
  return DIRECT_SOURCE;
}

// One cell of text: "campaign: newsletter", "referrer: google.com", "direct".
export function leadSourceText(source: LeadSource): string {
  return source.kind === 'direct' ? 'direct' : `${source.kind}: ${source.name}`;
}

// The site's own domain from its public address (SITE_URL), as referrerDomain writes it.
export function siteDomain(siteUrl: string): string | null {
  return referrerDomain(siteUrl);
}
