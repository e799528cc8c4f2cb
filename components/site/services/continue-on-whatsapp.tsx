'use client';

import { MessageCircle } from '@/components/ui/icons';
import { FOCUS_RING } from '@/components/ui/focus-ring';

// The enquiry dialog's second way: a WhatsApp chat with the details typed (in the form) or sent
// (in the confirmation).
export function ContinueOnWhatsApp({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`mt-2 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-[#128C4A] px-4 py-2 font-semibold text-[#0e6e3a] hover:bg-emerald-50 ${FOCUS_RING}`}
    >
      <MessageCircle aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
}
