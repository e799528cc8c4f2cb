import { describe, expect, it } from 'vitest';
import { cellStarts, claimId } from './cells';

describe('cellStarts', () => {
  it('lists every five-minute cell the time touches', () => {
    const cells = cellStarts(new Date('2026-11-30T09:00:00Z'), new Date('2026-11-30T10:00:00Z'));
    expect(cells).toHaveLength(12);
    expect(cells[0]!.toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(cells.at(-1)!.toISOString()).toBe('2026-11-30T09:55:00.000Z');
  });

  it('a 60-minute meeting at 10:00 and a 20-minute one at 10:40 share cells; back-to-back ones do not', () => {
    const ids = (start: string, end: string) => new Set(cellStarts(new Date(start), new Date(end)).map((cell) => claimId('a', cell)));
    const long = ids('2026-11-30T10:00:00Z', '2026-11-30T11:00:00Z');
    expect([...ids('2026-11-30T10:40:00Z', '2026-11-30T11:00:00Z')].some((id) => long.has(id))).toBe(true);
    expect([...ids('2026-11-30T11:00:00Z', '2026-11-30T11:20:00Z')].some((id) => long.has(id))).toBe(false);
  });

  it('names the adviser and the cell', () => {
    expect(claimId('adviser-1', new Date('2026-11-30T09:05:00Z'))).toBe('adviser-1:2026-11-30T09:05Z');
  });
});
