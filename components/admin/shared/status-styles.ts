import type { EnquiryStatus } from '@/lib/enquiries/enquiry';

// SPEC section 4 colours (new blue, read yellow, replied green, closed grey). The dark text on
// the light tint keeps a contrast well above WCAG AA's 4.5:1; the label, not the colour, carries
// the meaning.
export const STATUS_STYLES: Record<EnquiryStatus, string> = {
  new: 'border-blue-300 bg-blue-50 text-blue-900',
  read: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  replied: 'border-green-300 bg-green-50 text-green-900',
  closed: 'border-slate-300 bg-slate-100 text-slate-800',
};

export const STATUS_ACCENTS: Record<EnquiryStatus, string> = {
  new: 'border-l-blue-600',
  read: 'border-l-yellow-500',
  replied: 'border-l-green-600',
  closed: 'border-l-slate-500',
};
