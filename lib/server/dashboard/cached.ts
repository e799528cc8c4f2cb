import 'server-only';
import { cachedRead } from '@/lib/server/data-cache';
import { berlinDay, berlinDayStart } from '@/lib/time/berlin';
import {
  CHECK_FIGURES_TAG,
  FIGURES_REVALIDATE_SECONDS,
  LEAD_FIGURES_TAG,
  LIKE_FIGURES_TAG,
  POSTS_CACHE_TAG,
  SERVICES_CACHE_TAG,
  VIEW_FIGURES_TAG,
  WHATSAPP_FIGURES_TAG,
} from '@/lib/server/cache-tags';
import { DEFAULT_LEAD_PERIOD, leadPeriodRange, type LeadPeriod, type LeadPeriodRange } from '@/lib/dashboard/lead-period';
import { lastMonths } from '@/lib/dashboard/month-range';
import type { NewsletterFigures } from '@/lib/dashboard/newsletter-figures';
import { getWhatsAppChats } from '@/lib/server/whatsapp/clicks';
import { getCheckFunnel } from '@/lib/server/opportunity-card/funnel';
import { cachedEnquiryCounts } from '@/lib/server/enquiries/cached';
import { readEnquiryWindow } from './enquiry-figures';
import { readPostFigures } from './post-figures';
import { enquiryFigures, enquiryRequest, likesByMonth, once, SERIES_MONTHS, viewsByMonth, type FigureOptions, type SharedFigures } from './figures';
import { leadSourceNames } from './lead-source-names';
import { assembleDashboard, type DashboardData } from './load-dashboard';
import { getNewsletterFigures } from './newsletter';

// The dashboard for the page: each pass of figures.ts kept in Next's data cache (one entry per
// pass, its derived figures as a plain DTO, never raw rows), so a repeated view reads no database.
// Each entry carries the tags of the writes that change it (lib/server/cache-tags.ts), which
// expire it at once on the instance that wrote; FIGURES_REVALIDATE_SECONDS bounds what another
// instance shows. Month-relative figures are keyed by the Berlin day they were read for (the
// entry's "now" is that day's start: every figure but the newsletter's depends only on the day),
// lead-period ones by the period too. A pass that fails is not stored (Next's data cache keeps only
// answers), so its sections show their notice and the next view tries again. Outside a Next server
// the data cache throws: scripts and tests call loadDashboard (load-dashboard.ts).

const cached = <A extends unknown[], R>(read: (...args: A) => Promise<R>, key: string, tags: string[]) =>
  cachedRead(read, `dashboard:${key}`, { tags, revalidate: FIGURES_REVALIDATE_SECONDS });

// This and last month, the newest five and the period's lead groups: lead writes. The totals are
// the inbox's cached counts (lib/server/enquiries/cached.ts), one entry for both screens.
const enquiryWindow = cached(
  (day: string, period: LeadPeriod | null) =>
    readEnquiryWindow(berlinDayStart(day), enquiryRequest(berlinDayStart(day), period ? { period } : { leads: false })),
  'enquiries',
  [LEAD_FIGURES_TAG],
);
// Post totals, months and top five: post writes, and views and likes (they move the posts' counters).
const postFigures = cached((day: string) => readPostFigures(berlinDayStart(day)), 'posts', [POSTS_CACHE_TAG, VIEW_FIGURES_TAG, LIKE_FIGURES_TAG]);
const likeFigures = cached((day: string) => likesByMonth(berlinDayStart(day)), 'likes', [LIKE_FIGURES_TAG]);
const viewFigures = cached((day: string) => viewsByMonth(lastMonths(berlinDayStart(day), SERIES_MONTHS)), 'views', [VIEW_FIGURES_TAG]);
// Post titles and service names: post and service writes.
const leadNames = cached((slugs: string[]) => leadSourceNames(slugs), 'lead-source-names', [POSTS_CACHE_TAG, SERVICES_CACHE_TAG]);
// WhatsApp chats: their clicks. The check's funnel: its events (an enquiry sent from the check is
// one, recorded by the lead's write path).
const whatsappChats = cached((day: string, period: LeadPeriod) => getWhatsAppChats(leadPeriodRange(period, berlinDayStart(day))), 'whatsapp', [WHATSAPP_FIGURES_TAG]);
const checkFunnel = cached((day: string, period: LeadPeriod) => getCheckFunnel(leadPeriodRange(period, berlinDayStart(day))), 'check-funnel', [CHECK_FIGURES_TAG]);
// The newsletter's curve counts the current month up to the moment of reading, so the entry is read
// at its real time (at most the lifetime old); subscriber writes expire nothing: the lifetime bounds it.
const newsletterFigures = cached(() => getNewsletterFigures(new Date()), 'newsletter', []);

export function cachedSharedFigures(now: Date, { leads = true, period = DEFAULT_LEAD_PERIOD }: FigureOptions = {}): SharedFigures {
  const day = berlinDay(now);
  return {
    enquiries: once(() => enquiryFigures(cachedEnquiryCounts, () => enquiryWindow(day, leads ? period : null))),
    posts: once(() => postFigures(day)),
    likes: once(() => likeFigures(day)),
    monthlyViews: once(() => viewFigures(day)),
    leadSourceNames: leadNames,
  };
}

// The page's dashboard: loadDashboard's sections over the cached passes.
export function loadCachedDashboard(now = new Date(), options: FigureOptions = {}): Promise<DashboardData> {
  const day = berlinDay(now);
  return assembleDashboard(now, options, {
    shared: cachedSharedFigures(now, options),
    whatsappChats: (range: LeadPeriodRange) => whatsappChats(day, range.period),
    checkFunnel: (range: LeadPeriodRange) => checkFunnel(day, range.period),
  });
}

// For the page: never rejects. A failure is logged and comes back as null, shown as a notice in
// the section's place, like the dashboard's other sections.
export function loadCachedNewsletterFigures(): Promise<NewsletterFigures | null> {
  return newsletterFigures().catch((error: unknown) => {
    console.error('Dashboard section "newsletter" could not be loaded', error);
    return null;
  });
}
