type Props = {
  id: string;
  title: string;
  // Shown beside the heading, e.g. a count or a link.
  aside?: React.ReactNode;
  children: React.ReactNode;
};

// The white card every dashboard section sits in; min-w-0 lets charts shrink inside grid cells.
export function DashboardPanel({ id, title, aside, children }: Props) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
