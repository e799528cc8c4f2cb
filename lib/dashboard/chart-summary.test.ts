import { describe, expect, it } from 'vitest';
import { levelSummary, seriesSummary, shareSummary } from './chart-summary';

const point = (label: string, count: number) => ({ key: label, label, count });

describe('seriesSummary', () => {
  it('names the span, the total, the busiest month and the latest month', () => {
    const series = [point('Jan 2026', 2), point('Feb 2026', 5), point('Mar 2026', 1)];
    expect(seriesSummary('Monthly Views', 'views', series)).toBe(
      'Monthly Views, Jan 2026 to Mar 2026: 8 views in total; highest in Feb 2026 with 5; Mar 2026: 1.',
    );
  });

  it('says so when every month is empty or there are no months', () => {
    expect(seriesSummary('Monthly Posts Created', 'posts', [point('Jan 2026', 0), point('Feb 2026', 0)])).toBe(
      'Monthly Posts Created, Jan 2026 to Feb 2026: no posts yet.',
    );
    expect(seriesSummary('Monthly Views', 'views', [])).toBe('Monthly Views: no data.');
  });
});

describe('levelSummary', () => {
  it('names where the level started, where it stands and its highest month, no total', () => {
    const series = [point('Jan 2026', 2), point('Feb 2026', 7), point('Mar 2026', 5)];
    expect(levelSummary('Confirmed subscribers', 'subscribers', series)).toBe(
      'Confirmed subscribers, Jan 2026 to Mar 2026: 2 in Jan 2026, 5 in Mar 2026; highest in Feb 2026 with 7.',
    );
  });

  it('says so when every month is empty or there are no months', () => {
    expect(levelSummary('Confirmed subscribers', 'subscribers', [point('Jan 2026', 0)])).toBe('Confirmed subscribers, Jan 2026 to Jan 2026: no subscribers yet.');
    expect(levelSummary('Confirmed subscribers', 'subscribers', [])).toBe('Confirmed subscribers: no data.');
  });
});

describe('shareSummary', () => {
  it('lists each part with its figure', () => {
    const parts = [{ label: 'Views', value: 1200 }, { label: 'Likes', value: 3 }];
    expect(shareSummary('Engagement Overview', parts)).toBe('Engagement Overview: 1,200 views, 3 likes.');
  });
});
