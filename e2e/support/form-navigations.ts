import type { Page, Request } from '@playwright/test';
import { expect } from './test';

// The documents the browser asked for while `act` ran (a form's submission is a navigation).
export async function navigationsDuring(page: Page, act: () => Promise<void>): Promise<Request[]> {
  const seen: Request[] = [];
  const listener = (request: Request) => {
    if (request.isNavigationRequest()) seen.push(request);
  };
  page.on('request', listener);
  try {
    await act();
  } finally {
    page.off('request', listener);
  }
  return seen;
}

// Nothing of `typed` in the address, raw or as a form would encode it.
export function expectNoneIn(address: string, typed: string[]) {
  const decoded = decodeURIComponent(address.replace(/\+/g, ' '));
  for (const value of typed) {
    expect(address, `${address} carries ${value}`).not.toContain(encodeURIComponent(value));
    expect(decoded, `${address} carries ${value}`).not.toContain(value);
  }
}

// The method and path of each request: `POST /contact`.
export const methodsAndPaths = (requests: Request[]) => requests.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
