import { describe, expect, it } from 'vitest';
import { addedThisMonth, monthChange } from './month-change';

describe('monthChange', () => {
  it('says how much a figure rose or fell against last month', () => {
    expect(monthChange(3, 2)).toEqual({ current: 3, previous: 2, direction: 'up', percent: 50, text: 'Up 50% on last month (2)' });
    expect(monthChange(1, 4)).toMatchObject({ direction: 'down', percent: -75, text: 'Down 75% on last month (4)' });
    expect(monthChange(4, 3).text).toBe('Up 33.3% on last month (3)');
    expect(monthChange(2500, 1200).text).toBe('Up 108.3% on last month (1,200)');
  });

  it('says "same" when nothing moved', () => {
    expect(monthChange(5, 5)).toMatchObject({ direction: 'same', percent: 0, text: 'Same as last month (5)' });
  });

  it('never divides by zero: an empty last month gives words instead of a percentage', () => {
    expect(monthChange(7, 0)).toMatchObject({ direction: 'new', percent: null, text: 'New this month (none last month)' });
    expect(monthChange(0, 0)).toMatchObject({ direction: 'none', percent: null, text: 'None this month or last month' });
  });
});

describe('addedThisMonth', () => {
  it('writes the month gain with a sign and thousands separators', () => {
    expect(addedThisMonth(3)).toBe('+3 this month');
    expect(addedThisMonth(12345)).toBe('+12,345 this month');
  });
});
