'use client';

import { createContext, useContext } from 'react';
import type ErrorsCatalogue from '@/messages/en/Errors.json';

// The texts of the public pages' error, not-found and loading views, in the page's language. Those
// views are client components, or get no params, so the public chrome hands them the `Errors`
// namespace once (a few hundred bytes), rather than each reading a catalogue it cannot reach.
export type ErrorTexts = typeof ErrorsCatalogue;
export type PageTexts = { homeHref: string; contactHref: string; blogHref: string; errors: ErrorTexts };

const PageTextsContext = createContext<PageTexts | null>(null);

export function PageTextsProvider({ texts, children }: { texts: PageTexts; children: React.ReactNode }) {
  return <PageTextsContext.Provider value={texts}>{children}</PageTextsContext.Provider>;
}

// Null outside the public layout (app/error.tsx when a root layout itself failed).
export function usePageTexts(): PageTexts | null {
  return useContext(PageTextsContext);
}
