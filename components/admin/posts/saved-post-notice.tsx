'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { POST_LIST as COPY } from '@/lib/content/post-form';
import { postPath, postState, type PostDto } from '@/lib/posts/post';

type Saved = { headline: string; href: string; published: boolean };
const KEY = 'post-saved';

// Called by the form after a save, just before it goes to the list (SPEC: to /admin/blogs, so the
// address carries nothing); the list then offers the saved post's page once.
export function rememberSavedPost(post: PostDto | undefined): void {
  if (!post) return;
  const published = postState(post) === 'published';
  const saved: Saved = { headline: post.headline, href: published ? postPath(post) : `/blog/preview/${post._id}`, published };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Storage blocked: the list's own View and Preview links remain.
  }
}

// "Saved: <headline>. View on site" (or "Preview it" while the post is not out), after a save.
export function SavedPostNotice() {
  const [saved, setSaved] = useState<Saved | null>(null);
  useEffect(() => {
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Saved | null;
      window.sessionStorage.removeItem(KEY);
      // Session storage exists only after hydration; reading it here keeps the first render the server's.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
      if (stored && typeof stored.href === 'string' && stored.href.startsWith('/blog/')) setSaved(stored);
    } catch {
      // nothing remembered
    }
  }, []);
  return (
    <div role="status">
      {saved && (
        <p className="rounded-md border border-green-300 bg-green-50 p-4 text-green-950">
          {COPY.savedNotice} <span className="font-semibold">{saved.headline}</span>.{' '}
          <Link href={saved.href} prefetch={false} className="font-semibold underline">
            {saved.published ? COPY.viewOnSite : COPY.previewDraft}
          </Link>
        </p>
      )}
    </div>
  );
}
