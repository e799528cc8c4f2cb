'use client';

import { useLinkStatus } from 'next/link';

// Inside a link to a post: SPEC's "Loading blog post..." while the post is on its way after a
// click. Not the route's loading.tsx: a post rendered for the page cache streamed that boundary's
// text first and the post in a hidden part only a script reveals, so a visitor without scripts
// (and any crawler that runs none) was left with "Loading blog post..." for good.
export function PostLinkPending({ text, className }: { text: string; className?: string }) {
  const { pending } = useLinkStatus();
  return (
    <span aria-live="polite" className={className}>
      {pending ? text : ''}
    </span>
  );
}
