// The <html> and <body> of every page: the root layout's, and the 404 page's
// (app/global-not-found.tsx), which renders outside that layout.
export function HtmlDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}
