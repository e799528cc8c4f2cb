import { describe, expect, it } from 'vitest';
import type { PagesResult, ViewRow } from './back-office-pages';
import { missedPageTargets, viewTable } from './dashboard-report';

const target = { limitMs: 300, text: '< 300 ms' };
const row = (times: number[], failures: string[] = []): ViewRow => ({ view: 'dashboard, repeated view', route: '/admin/dashboard', times, failures, target });
const pages = (rows: ViewRow[], peakMb = 200): PagesResult => ({ rows, peakMb, notJudged: [] });

describe('the dashboard benchmark report', () => {
  it('judges a row by the median of its answers, so one slow answer is shown but not a miss', () => {
    const result = pages([row([120, 900, 150, 130, 140])]);
    expect(missedPageTargets(result)).toEqual([]);
    expect(viewTable(result.rows)).toContain('| 5 | 140 | 900 | < 300 ms | pass |');
  });

  it('names a median over the target with the figure it got', () => {
    const result = pages([row([310, 320, 330])]);
    expect(missedPageTargets(result)).toEqual(['dashboard, repeated view: < 300 ms (got 320 ms)']);
    expect(viewTable(result.rows)).toContain('**MISS**');
  });

  it('counts an answer that was not the rendered page as a miss, never as a fast answer', () => {
    const result = pages([row([100, 110], ['a section showed its "could not load" notice'])]);
    expect(missedPageTargets(result)).toEqual(['dashboard, repeated view: an answer was not the rendered page (a section showed its "could not load" notice)']);
    expect(viewTable(result.rows)).toContain('| 3 | 110 | 110 |');
  });

  it('misses a target when no answer was the rendered page', () => {
    expect(missedPageTargets(pages([row([], ['answered 500'])]))).toEqual([
      'dashboard, repeated view: an answer was not the rendered page (answered 500)',
      'dashboard, repeated view: < 300 ms (got no rendered page)',
    ]);
  });

  it('holds the instance to the memory bound of npm run bench', () => {
    expect(missedPageTargets(pages([], 450))).toEqual(['app instance: peak memory < 400 MB (got 450 MB)']);
  });
});
