// Pure maths behind the home page carousels (SPEC section 9), kept apart from React so it can be
// unit-tested. The testimonial position is measured in cards, not pixels: a resize then keeps the
// same card at the left edge, and a manual step can snap to a card boundary.

export const HERO_INTERVAL_MS = 5000;

export const TESTIMONIAL = {
  cardWidthPx: 380,
  stepPx: 428,
  speedPxPerFrame: 0.5,
  pauseAfterStepMs: 3000,
  edgeZone: 0.25,
} as const;

export type Direction = -1 | 1;

// Modulo that stays in [0, size) for negative values too.
export function wrap(value: number, size: number): number {
  if (size <= 0) return 0;
  const result = value % size;
  return result < 0 ? result + size : result;
}

export function nextSlide(index: number, count: number, direction: Direction = 1): number {
  return wrap(index + direction, count);
}

// One manual step from a position that may sit between two cards (auto-scroll stops anywhere):
// forward goes to the next card boundary, back to the previous one, so cards line up again.
// The result is not wrapped, so the caller can animate past either end before normalising.
export function stepPosition(position: number, direction: Direction): number {
  const epsilon = 1e-6;
  if (direction === 1) return Math.floor(position + epsilon) + 1;
  return Math.ceil(position - epsilon) - 1;
}

// Auto-scroll advance for one animation frame, in cards.
export function advance(position: number, stepPx: number, count: number): number {
  if (stepPx <= 0) return wrap(position, count);
  return wrap(position + TESTIMONIAL.speedPxPerFrame / stepPx, count);
}

// Which card is at the left edge (rounded), for announcing the position after a manual step.
export function visibleIndex(position: number, count: number): number {
  return wrap(Math.round(position), count);
}

export type Zone = 'left' | 'right' | null;

// The outer quarter on either side of the area steps the carousel; the middle half does nothing.
export function edgeZone(x: number, width: number, fraction: number = TESTIMONIAL.edgeZone): Zone {
  if (width <= 0) return null;
  if (x < width * fraction) return 'left';
  if (x > width * (1 - fraction)) return 'right';
  return null;
}

// A right-click steps towards the half that was clicked.
export function clickDirection(x: number, width: number): Direction {
  return x < width / 2 ? -1 : 1;
}
