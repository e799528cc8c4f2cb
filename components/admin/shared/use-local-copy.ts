'use client';

import { useEffect, useRef, useState } from 'react';

type Stored<Values> = { values: Values; savedAt: string };

// How long typing pauses before the copy is written.
const WRITE_DELAY_MS = 500;

function read<Values>(key: string): Stored<Values> | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Stored<Values> | null;
    return stored && typeof stored.savedAt === 'string' && stored.values && typeof stored.values === 'object' ? stored : null;
  } catch {
    return null;
  }
}

// A copy of a form kept in this browser while staff type (a post, a newsletter issue), so a closed
// tab, a reload, a crash or an expired session loses nothing: opening the same record (or a new
// one) again offers to restore it. It is removed once the record is saved or the copy is
// discarded. `key` names the record in browser storage; `values` are what can be kept (files
// cannot be). `keptAt` is when the last copy was written, for the editor's "Saved" line.
export function useLocalCopy<Values extends Record<string, unknown>>(key: string, initial: Values, values: Values, dirty: boolean) {
  const [found, setFound] = useState<Stored<Values> | null>(null);
  const [keptAt, setKeptAt] = useState<string | null>(null);
  // Nothing is written until an offered copy has been restored or discarded, so it is not overwritten.
  const offered = useRef(false);
  // Set once the form is saved: a copy still waiting to be written (typing stopped less than
  // WRITE_DELAY_MS before the save) must not bring the saved text back as a "draft".
  const closed = useRef(false);

  useEffect(() => {
    const stored = read<Values>(key);
    const differs =
      stored &&
      Object.keys(initial).some((name) => {
        const kept = stored.values[name];
        return kept !== undefined && kept !== initial[name];
      });
    if (differs) {
      offered.current = true;
      // Browser storage exists only after hydration; reading it here keeps the server's HTML and the
      // first client render the same.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
      setFound(stored);
    }
  }, [key, initial]);

  useEffect(() => {
    if (offered.current) return;
    const timer = setTimeout(() => {
      if (closed.current) return;
      try {
        if (dirty) {
          const savedAt = new Date().toISOString();
          window.localStorage.setItem(key, JSON.stringify({ values, savedAt }));
          setKeptAt(savedAt);
        } else {
          window.localStorage.removeItem(key);
          setKeptAt(null);
        }
      } catch {
        // Storage full or blocked: the form works as before, without the copy.
      }
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, values, dirty]);

  return {
    found,
    keptAt,
    dismiss: () => {
      offered.current = false;
      setFound(null);
    },
    clear: () => remove(key),
    // The form was saved: the copy goes, and none is written any more.
    saved: () => {
      closed.current = true;
      remove(key);
    },
  };
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
}
