'use client';

import { useEffect, useRef, useState } from 'react';
import type { PostFormText } from '@/lib/posts/post';

type Stored = { values: PostFormText; savedAt: string };

const keyFor = (postKey: string) => `post-draft:${postKey}`;
// How long typing pauses before the copy is written.
const WRITE_DELAY_MS = 500;

function read(key: string): Stored | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Stored | null;
    return stored && typeof stored.savedAt === 'string' && stored.values && typeof stored.values === 'object' ? stored : null;
  } catch {
    return null;
  }
}

// A copy of the form kept in this browser while staff type, so a closed tab, a crash or an expired
// session loses nothing: opening the same post (or a new one) again offers to restore it. It is
// removed once the post is saved or the copy is discarded. (The image is not kept: files cannot be.)
export function useLocalCopy(postKey: string, initial: PostFormText, values: PostFormText, dirty: boolean) {
  const key = keyFor(postKey);
  const [found, setFound] = useState<Stored | null>(null);
  // Nothing is written until an offered copy has been restored or discarded, so it is not overwritten.
  const offered = useRef(false);
  // Set once the form is saved: a copy still waiting to be written (typing stopped less than
  // WRITE_DELAY_MS before the save) must not bring the saved text back as a "draft".
  const closed = useRef(false);

  useEffect(() => {
    const stored = read(key);
    const differs =
      stored &&
      Object.keys(initial).some((name) => {
        const kept = stored.values[name as keyof PostFormText];
        return kept !== undefined && kept !== initial[name as keyof PostFormText];
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
        if (dirty) window.localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
        else window.localStorage.removeItem(key);
      } catch {
        // Storage full or blocked: the form works as before, without the copy.
      }
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, values, dirty]);

  return {
    found,
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
