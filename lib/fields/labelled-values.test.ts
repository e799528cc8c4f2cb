import { describe, expect, it } from 'vitest';
import { valuesOf } from './labelled-values';

describe('valuesOf', () => {
  it('gives the labels’ keys in the order written', () => {
    expect(valuesOf({ new: 'New', read: 'Read', 'no-show': 'No-show', '7d': '7 days' })).toEqual(['new', 'read', 'no-show', '7d']);
  });
});
