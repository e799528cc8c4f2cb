import { describe, expect, it } from 'vitest';
import { SAMPLE_TESTIMONIALS } from './sample-testimonials';

describe('sample testimonials', () => {
  it('are the six of the launch design (SPEC section 9), all rated 5, with unique first-name-and-initial names', () => {
    expect(SAMPLE_TESTIMONIALS).toHaveLength(6);
    expect(SAMPLE_TESTIMONIALS.every((entry) => entry.rating === 5)).toBe(true);
    expect(new Set(SAMPLE_TESTIMONIALS.map((entry) => entry.name)).size).toBe(6);
    for (const entry of SAMPLE_TESTIMONIALS) expect(entry.name).toMatch(/^\p{L}+ \p{Lu}\.$/u);
  });
});
