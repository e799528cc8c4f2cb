// A Server Action that ends with redirect(), called from a page's scripts, rejects with Next's
// redirect error (its digest says so: next/dist/client/components/redirect-error.ts) while Next's
// router already navigates to the new address itself. The form keeps its busy state and lets it:
// rethrowing would hand the error to Next's redirect boundary, which blanks the page until a
// second navigation to the same address (an accessibility scan caught a page without its title).
export function isRedirect(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT');
}
