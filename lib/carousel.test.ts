import { describe, expect, it } from 'vitest';
import { advance, clickDirection, edgeZone, nextSlide, stepPosition, TESTIMONIAL, visibleIndex, wrap } from './carousel';

describe('wrap', () => {
  it('keeps values inside [0, size) at both ends', () => {
    expect(wrap(0, 6)).toBe(0);
    expect(wrap(6, 6)).toBe(0);
    expect(wrap(7.5, 6)).toBe(1.5);
    expect(wrap(-1, 6)).toBe(5);
    expect(wrap(-0.25, 6)).toBe(5.75);
  });

  it('answers 0 for an empty carousel instead of NaN', () => {
    expect(wrap(3, 0)).toBe(0);
  });
});

describe('nextSlide', () => {
  it('moves forward and back with wrapping', () => {
    expect(nextSlide(0, 5)).toBe(1);
    expect(nextSlide(4, 5)).toBe(0);
    expect(nextSlide(0, 5, -1)).toBe(4);
  });
});

describe('stepPosition', () => {
  it('steps exactly one card from an aligned position', () => {
    expect(stepPosition(2, 1)).toBe(3);
    expect(stepPosition(2, -1)).toBe(1);
  });

  it('snaps to the next or previous card boundary from between two cards', () => {
    expect(stepPosition(2.4, 1)).toBe(3);
    expect(stepPosition(2.4, -1)).toBe(2);
  });

  it('leaves the result unwrapped so the caller can animate past the ends', () => {
    expect(stepPosition(5, 1)).toBe(6);
    expect(stepPosition(0, -1)).toBe(-1);
  });

  it('ignores floating point noise just below a boundary', () => {
    expect(stepPosition(2.9999999999, 1)).toBe(4);
  });
});

describe('advance', () => {
  it('moves 0.5 px per frame, expressed in cards of the current step', () => {
    expect(advance(0, TESTIMONIAL.stepPx, 6)).toBeCloseTo(0.5 / 428);
    // 856 frames of 0.5 px cover exactly one 428 px step.
    let position = 0;
    for (let frame = 0; frame < 856; frame += 1) position = advance(position, 428, 6);
    expect(position).toBeCloseTo(1);
  });

  it('wraps from the last card back to the first', () => {
    expect(advance(6 - 0.5 / 428, 428, 6)).toBeCloseTo(0);
  });
});

describe('visibleIndex', () => {
  it('rounds to the card nearest the left edge and wraps', () => {
    expect(visibleIndex(1.4, 6)).toBe(1);
    expect(visibleIndex(5.6, 6)).toBe(0);
    expect(visibleIndex(-1, 6)).toBe(5);
  });
});

describe('edgeZone and clickDirection', () => {
  it('detects the outer quarter on either side', () => {
    expect(edgeZone(0, 1000)).toBe('left');
    expect(edgeZone(249, 1000)).toBe('left');
    expect(edgeZone(250, 1000)).toBeNull();
    expect(edgeZone(750, 1000)).toBeNull();
    expect(edgeZone(751, 1000)).toBe('right');
    expect(edgeZone(10, 0)).toBeNull();
  });

  it('steps towards the clicked half', () => {
    expect(clickDirection(100, 1000)).toBe(-1);
    expect(clickDirection(500, 1000)).toBe(1);
  });
});
