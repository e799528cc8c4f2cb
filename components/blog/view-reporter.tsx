'use client';

import { useEffect } from 'react';
import { visitorId, writeStore } from './browser-store';

// Reports one view per post per day from this browser; the server deduplicates as well.
export function ViewReporter({ postId }: { postId: string }) {
  useEffect(() => {
    const key = `post-viewed:${postId}`;
    const today = new Date().toISOString().slice(0, 10);
    if (window.localStorage.getItem(key) === today) return;
    fetch(`/api/v1/posts/${postId}/view`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ visitorId: visitorId() }),
      keepalive: true,
    })
      .then((response) => {
        if (response.ok) writeStore(key, today);
      })
      .catch(() => {
        // a lost view count is not worth bothering the reader with
      });
  }, [postId]);
  return null;
}
