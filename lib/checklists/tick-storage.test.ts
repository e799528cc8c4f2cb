import { describe, expect, it } from 'vitest';
import { parseTicks, serializeTicks, tickStorageKey } from './tick-storage';

const ITEMS = ['passport', 'photo', 'degree'];

describe('parseTicks', () => {
  it('reads back what was stored, in the checklist order', () => {
    expect(parseTicks(serializeTicks(['degree', 'passport']), ITEMS)).toEqual(['passport', 'degree']);
  });

  it.each([
    ['nothing stored', null],
    ['an empty text', ''],
    ['text that is no JSON', 'passport,photo'],
    ['a JSON object', '{"passport":true}'],
    ['a JSON string', '"passport"'],
    ['JSON null', 'null'],
    ['a number', '42'],
  ])('survives %s: nothing ticked', (_, stored) => {
    expect(parseTicks(stored, ITEMS)).toEqual([]);
  });

  it('drops ids the checklist no longer has, values that are no ids, and repeats', () => {
    expect(parseTicks(JSON.stringify(['photo', 'removed-item', 7, null, { id: 'degree' }, 'photo']), ITEMS)).toEqual(['photo']);
  });
});

it('keeps one key per checklist', () => {
  expect(tickStorageKey('study-visa')).not.toBe(tickStorageKey('opportunity-card'));
});
