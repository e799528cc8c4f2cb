// The /blog hero. It needs no data, so the page shows it at once, before the list has loaded.
export function BlogHero() {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-teal-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <h1 className="text-3xl font-bold sm:text-5xl">Insights for Your Move to Germany</h1>
        <p className="mt-4 max-w-2xl text-lg text-blue-100">
          Guides from our Berlin team on studying, working and settling in Germany: visas, the Opportunity Card,
          university applications, family reunification and careers.
        </p>
      </div>
    </section>
  );
}
