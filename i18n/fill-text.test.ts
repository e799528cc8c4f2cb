import { describe, expect, it } from 'vitest';
import { fillText } from './fill-text';

describe('fillText', () => {
  it('fills each named argument, as often as it appears', () => {
    expect(fillText('Show slide {number} of {count}', { number: 2, count: 5 })).toBe('Show slide 2 of 5');
    expect(fillText('{name} and {name}', { name: 'Ada' })).toBe('Ada and Ada');
  });

  it('leaves an argument without a value as written', () => {
    expect(fillText('Hello {name}', {})).toBe('Hello {name}');
    expect(fillText('Hello {constructor}', {})).toBe('Hello {constructor}');
  });
});
