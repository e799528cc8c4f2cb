// The h2 and intro that open each home and About section; the id labels the section.
export function SectionHeading({ id, heading, intro, tone = 'light' }: { id: string; heading: string; intro?: string; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className={`text-2xl font-bold sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}>
        {heading}
      </h2>
      {intro && <p className={`mt-4 text-lg ${dark ? 'text-blue-50' : 'text-slate-700'}`}>{intro}</p>}
    </div>
  );
}
