'use client';

export function ReloadButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
    >
      {label}
    </button>
  );
}
