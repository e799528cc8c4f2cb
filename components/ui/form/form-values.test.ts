import { describe, expect, it } from 'vitest';
import { changedPaths, sameValues } from './form-values';

describe('a form’s changed values', () => {
  it('names each changed leaf by its path, through objects and lists', () => {
    const before = { name: 'Havel', rate: 120, on: true, hours: { mon: { open: true, opens: '09:00' } }, stats: [{ value: '95%' }, { value: '12' }], image: null };
    const after = { name: 'Havel', rate: 150, on: false, hours: { mon: { open: true, opens: '10:00' } }, stats: [{ value: '95%' }, { value: '13' }], image: null };
    expect(changedPaths(before, after)).toEqual(['rate', 'on', 'hours.mon.opens', 'stats.1.value']);
    expect(sameValues(before, structuredClone(before))).toBe(true);
    expect(sameValues(before, after)).toBe(false);
  });

  it('counts a list of another length, a key only one side has, and a different kind of value as one change', () => {
    expect(changedPaths({ list: ['a'] }, { list: ['a', 'b'] })).toEqual(['list']);
    expect(changedPaths({ a: '' }, { a: '', b: 'x' })).toEqual(['b']);
    expect(changedPaths({ a: null }, { a: { b: 1 } })).toEqual(['a']);
    expect(changedPaths({ a: 1 }, { a: '1' })).toEqual(['a']);
  });
});
