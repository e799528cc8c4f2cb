import { FOCUS_RING } from '@/components/ui/focus-ring';

// Shared classes of the admin post screens: visible keyboard focus and 44 px touch targets everywhere.

const BUTTON = `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold ${FOCUS_RING} disabled:cursor-not-allowed disabled:opacity-60`;

export const PRIMARY_BUTTON = `${BUTTON} bg-brand-700 text-white hover:bg-brand-900`;
export const SECONDARY_BUTTON = `${BUTTON} border border-slate-400 bg-white text-slate-800 hover:bg-slate-50`;
export const DANGER_BUTTON = `${BUTTON} border border-red-300 bg-white text-red-700 hover:bg-red-50`;

export const FIELD_CLASS =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-700';
