'use client';

import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';

// The ten recovery codes, shown once: to print, download or copy, then put away.
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const text = `${codes.join('\n')}\n`;

  return (
    <div className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        Your recovery codes
      </h3>
      <p className="text-sm text-slate-800">
        Each code signs you in once if you lose your phone. Keep them somewhere safe, away from your phone: they are shown only now.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-1 gap-1 font-mono text-base text-slate-900 sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="recovery-codes.txt" className={buttonClass('secondary', 'sm')}>
          Download
        </a>
        <button type="button" onClick={() => void navigator.clipboard?.writeText(text)} className={buttonClass('secondary', 'sm')}>
          Copy
        </button>
        <button type="button" onClick={onDone} className={buttonClass('primary', 'sm')}>
          I have saved them
        </button>
      </div>
    </div>
  );
}
