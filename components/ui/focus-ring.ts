// Visible keyboard focus for links and buttons, on light backgrounds and on dark ones (the admin
// sidebar, call-to-action bands). Every screen uses these, so focus looks the same everywhere.
export const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
export const FOCUS_RING_ON_DARK = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
