// The <html> and <body> of every page: the root layouts' ((site)/lang/[locale] and (admin), which also holds the sign-in pages), and
// the 404 page's (app/global-not-found.tsx), which renders outside them. `lang` is the page's
// language: the public pages' locale, English for the back office and sign-in pages.
export function HtmlDocument({ lang = 'en', children }: { lang?: string; children: React.ReactNode }) {
  return (
    <html lang={lang}>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
