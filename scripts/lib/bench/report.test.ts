import { describe, expect, it } from 'vitest';
import { checkRow, markdownTable, type Row } from './report';

const result = (requestsPerSecond: number) => ({ requestsPerSecond, p50: 10, p99: 50, errors: 0, requests: requestsPerSecond * 10, kbPerAnswer: 100 });
const row = (kind: Row['kind'], rps: number, extra: Partial<Row> = {}): Row => ({ setup: 'app', route: '/x', kind, result: result(rps), referenceRps: 1000, homeRps: 200, ...extra });

describe('the scale run’s rows', () => {
  it('hold a public page to half the home page’s rate', () => {
    expect(checkRow(row('public', 100)).ok).toBe(true);
    expect(checkRow(row('public', 99)).missed).toEqual(['≥50 % of / (got 50 %)']);
  });

  it('miss when the process died during the row', () => {
    expect(checkRow(row('public', 150, { stayedUp: false })).missed).toContain('the process died');
    expect(checkRow(row('public', 150, { stayedUp: true })).ok).toBe(true);
  });

  it('show each row’s share of the home page', () => {
    expect(markdownTable([row('public', 50)])).toContain('| 25 % |');
  });
});
