import Image from 'next/image';
import type { ReactNode } from 'react';
import { authorInitials, type AuthorDto } from '@/lib/authors/author';

// An author's photo in a circle, or their initials when there is none (on the theme's lightest
// brand colour: there is no brand-100).
export function AuthorPhoto({ author, size }: { author: Pick<AuthorDto, 'name' | 'photo'>; size: number }) {
  if (author.photo) {
    return (
      <Image
        src={`/uploads/${author.photo}`}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      translate="no"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-900"
      style={{ width: size, height: size, fontSize: size / 2.8 }}
    >
      {authorInitials(author.name)}
    </span>
  );
}

// An author's card head: the photo with their name and role (and what else the card says) beside it.
export function AuthorPhotoBeside({ author, size, children }: { author: Pick<AuthorDto, 'name' | 'photo'>; size: number; children: ReactNode }) {
  return (
    <div className="flex items-center gap-4">
      <AuthorPhoto author={author} size={size} />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
