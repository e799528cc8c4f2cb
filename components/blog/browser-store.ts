'use client';

import { useSyncExternalStore } from 'react';

// Small localStorage helpers for the blog's per-browser state (visitor id, likes, bookmarks).
const CHANGE_EVENT = 'blog-store-change';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStore(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage disabled: the toggle still works for this page view
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

// A stored flag as React state; false while rendering on the server.
export function useStoredFlag(key: string): boolean {
  return useSyncExternalStore(subscribe, () => read(key) === '1', () => false);
}

export function visitorId(): string {
  const existing = read('visitor-id');
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
  const id = crypto.randomUUID().replace(/-/g, '');
  writeStore('visitor-id', id);
  return id;
}
