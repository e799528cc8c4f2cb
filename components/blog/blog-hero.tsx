// The hero of the blog list (or of one category's page), its texts from the page (Blog catalogue).
// It needs no data, so the page shows it at once, before the list has loaded.
export function BlogHero({ heading, intro }: { heading: string; intro: string }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-teal-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h1 className="text-3xl font-bold sm:text-5xl">{heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-blue-100">{intro}</p>
      </div>
    </section>
  );
}
