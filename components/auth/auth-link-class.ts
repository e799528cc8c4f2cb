import { FOCUS_RING } from '@/components/ui/focus-ring';

// An inline text link on the account screens.
export const AUTH_LINK_CLASS = `font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`;
