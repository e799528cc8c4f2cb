'use client';

import { Printer } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

// Prints the page; the admin chrome and this button are left out of the print (admin-shell.tsx).
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={`${buttonClass('secondary')} print:hidden`}>
      <Printer aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
}
