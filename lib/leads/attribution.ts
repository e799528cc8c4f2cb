import type { LeadAttribution } from './lead-fields';

// Browser-only: the first page of this visit, its referrer and UTM parameters, kept in sessionStorage
// so every lead of the visit says where the visitor came from.
const KEY = 'lead-attribution';

const UTM_KEYS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const;

type FirstVisit = Omit<LeadAttribution, 'pagePath'>;

export function rememberFirstVisit(): void {
  try {
    if (window.sessionStorage.getItem(KEY)) return;
    const params = new URLSearchParams(window.location.search);
    const visit: FirstVisit = { landingPage: window.location.pathname, referrer: document.referrer || undefined };
    for (const [param, field] of Object.entries(UTM_KEYS)) {
      const value = params.get(param);
      if (value) visit[field] = value.slice(0, 100);
    }
    window.sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage can be disabled; attribution is optional.
  }
}

export function currentAttribution(): LeadAttribution {
  let visit: FirstVisit = {};
  try {
    visit = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}') as FirstVisit;
  } catch {
    // ignore unreadable storage
  }
  return { ...visit, pagePath: window.location.pathname };
}
