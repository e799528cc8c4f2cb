import { FOCUS_RING, FOCUS_RING_ON_DARK } from './focus-ring';

// The site's and the back office's buttons, as classes: the same look goes on a <button>, a Next
// <Link> and a tel:/mailto: <a>. Every one is at least 44 px high and shows keyboard focus.
// Class strings are written out in full so Tailwind finds them when it scans the source.

const BASE = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-md font-semibold disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS = {
  // On white or light grey backgrounds.
  primary: `bg-brand-700 text-white hover:bg-brand-900 ${FOCUS_RING}`,
  secondary: `border border-slate-400 bg-white text-slate-800 hover:bg-slate-50 ${FOCUS_RING}`,
  outline: `border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 ${FOCUS_RING}`,
  danger: `border border-red-300 bg-white text-red-700 hover:bg-red-50 ${FOCUS_RING}`,
  // On the dark brand backgrounds of heroes and call-to-action bands.
  inverse: `bg-white text-brand-900 hover:bg-blue-50 ${FOCUS_RING_ON_DARK}`,
  'inverse-outline': `border border-white text-white hover:bg-white/10 ${FOCUS_RING_ON_DARK}`,
} as const;

const SIZES = {
  sm: 'px-4 py-2.5 text-sm',
  md: 'px-4 py-2',
  lg: 'px-6 py-3',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClass(variant: ButtonVariant, size: ButtonSize = 'md'): string {
  return `${BASE} ${SIZES[size]} ${VARIANTS[variant]}`;
}
