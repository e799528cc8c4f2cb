// The home page's figures ("95 % Success Rate"), as administrators keep them in the site settings.
// They are claims about the firm, so the launch check lists them until an administrator has
// confirmed them (homeStatsConfirmedAt). Pure and browser-safe.
import { pickLocalized, type Localized } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/locales';

// The label and note are words, written per language (English the fallback); the value is a
// figure, the same in every language.
export type HomeStat = { value: string; label: Localized; note: Localized };

// A figure as a page in one language shows it.
export type PageHomeStat = { value: string; label: string; note: string };

// The specification's figures (SPEC section 2): what the home page shows until they are edited.
export const DEFAULT_HOME_STATS: readonly HomeStat[] = [
  { value: '100%', label: { en: 'Personalized Approach', de: 'Individuelle Betreuung' }, note: { en: '' } },
  { value: '95%', label: { en: 'Success Rate', de: 'Erfolgsquote' }, note: { en: 'visa approval', de: 'bei Visumanträgen' } },
  { value: '15+', label: { en: 'Partner Universities', de: 'Partnerhochschulen' }, note: { en: '' } },
  { value: '1+', label: { en: 'Years Experience', de: 'Jahre Erfahrung' }, note: { en: '' } },
];

// In a figure's value, replaced by the whole years since the founding year ("{years}+" → "3+"),
// so the years of experience stay true without anyone editing them each January.
export const YEARS_TOKEN = '{years}';

export const HOME_STATS_LIMITS = { min: 1, max: 6, value: 12, label: 40, note: 40 } as const;

export function yearsSince(foundedYear: string, today: Date): number {
  return Math.max(0, today.getUTCFullYear() - Number(foundedYear));
}

// The figures as the home page in `locale` shows them on `today`: its language's words (English
// where none are written). A value naming the years without a founding year cannot be saved
// (schema.ts); should one be stored anyway, the token is not shown.
export function homeStatsForPage(stats: readonly HomeStat[], foundedYear: string, today: Date, locale: Locale): PageHomeStat[] {
  const years = /^\d{4}$/.test(foundedYear) ? String(yearsSince(foundedYear, today)) : '';
  return stats.map((stat) => ({
    value: stat.value.replaceAll(YEARS_TOKEN, years),
    label: pickLocalized(stat.label, locale),
    note: pickLocalized(stat.note, locale),
  }));
}

// The confirmation holds for the figures it was given for: a save that changes them (or the
// founding year they count from) with the box still ticked is a new confirmation, stamped now.
export function confirmationTime(
  before: { homeStats: readonly HomeStat[]; foundedYear: string; homeStatsConfirmedAt: string },
  after: { homeStats: readonly HomeStat[]; foundedYear: string; homeStatsConfirmedAt: string },
  now: Date,
): string {
  if (!after.homeStatsConfirmedAt) return '';
  const same = JSON.stringify(before.homeStats) === JSON.stringify(after.homeStats) && before.foundedYear === after.foundedYear;
  return same && before.homeStatsConfirmedAt ? before.homeStatsConfirmedAt : now.toISOString();
}
