// Class strings for call-to-action links on the home and About pages, written out in full so
// Tailwind finds them when it scans the source.
const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

const VARIANTS = {
  // On dark backgrounds (hero, call-to-action bands).
  'light-primary': 'bg-white text-brand-900 hover:bg-blue-50 focus-visible:outline-white',
  'light-secondary': 'border border-white text-white hover:bg-white/10 focus-visible:outline-white',
  // On white or light grey backgrounds.
  'dark-primary': 'bg-brand-700 text-white hover:bg-brand-900 focus-visible:outline-brand-700',
  'dark-secondary': 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
};

export function ctaClass(variant: keyof typeof VARIANTS, size: 'md' | 'sm' = 'md'): string {
  return `${BASE} ${size === 'sm' ? 'px-4 py-2.5 text-sm' : 'px-6 py-3'} ${VARIANTS[variant]}`;
}
