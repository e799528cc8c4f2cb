import { describe, expect, it } from 'vitest';
import { listPageNumber } from './blog-list';

describe('listPageNumber', () => {
  it('reads a later page written plainly', () => {
    expect(listPageNumber('2')).toBe(2);
    expect(listPageNumber('120')).toBe(120);
  });

  it.each(['1', '0', '02', '-2', '2.0', '2e1', ' 2', 'two', '', '1234567'])("refuses '%s' (page 1 is the list's own address)", (segment) => {
    expect(listPageNumber(segment)).toBeNull();
  });
});
