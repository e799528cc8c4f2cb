import { describe, expect, it } from 'vitest';
import { confirmationTime, DEFAULT_HOME_STATS, homeStatsForPage } from './home-stats';

describe('home page figures', () => {
  it('count the years of experience from the founding year', () => {
    const stats = [{ value: '{years}+', label: { en: 'Years Experience' }, note: { en: '' } }];
    expect(homeStatsForPage(stats, '2022', new Date('2026-03-01T00:00:00Z'), 'en')[0]!.value).toBe('4+');
    expect(homeStatsForPage(DEFAULT_HOME_STATS, '', new Date(), 'en').map((stat) => stat.value)).toEqual(['100%', '95%', '15+', '1+']);
  });

  it('show the page language’s words, English where none are written', () => {
    const stats = [
      { value: '95%', label: { en: 'Success Rate', de: 'Erfolgsquote' }, note: { en: 'visa approval', de: 'bei Visumanträgen' } },
      { value: '15+', label: { en: 'Partner Universities' }, note: { en: '' } },
    ];
    expect(homeStatsForPage(stats, '', new Date(), 'de')).toEqual([
      { value: '95%', label: 'Erfolgsquote', note: 'bei Visumanträgen' },
      { value: '15+', label: 'Partner Universities', note: '' },
    ]);
    expect(homeStatsForPage(stats, '', new Date(), 'en')[0]).toEqual({ value: '95%', label: 'Success Rate', note: 'visa approval' });
    // The defaults read in German on German pages.
    expect(homeStatsForPage(DEFAULT_HOME_STATS, '', new Date(), 'de').map((stat) => stat.label)).toEqual(['Individuelle Betreuung', 'Erfolgsquote', 'Partnerhochschulen', 'Jahre Erfahrung']);
  });

  it('keep their confirmation while unchanged, and take the server’s time when confirmed anew', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const before = { homeStats: [...DEFAULT_HOME_STATS], foundedYear: '', homeStatsConfirmedAt: '2026-01-01T00:00:00.000Z' };
    expect(confirmationTime(before, { ...before }, now)).toBe('2026-01-01T00:00:00.000Z');
    expect(confirmationTime(before, { ...before, foundedYear: '2024' }, now)).toBe(now.toISOString());
    expect(confirmationTime({ ...before, homeStatsConfirmedAt: '' }, before, now)).toBe(now.toISOString());
    expect(confirmationTime(before, { ...before, homeStatsConfirmedAt: '' }, now)).toBe('');
  });
});
