import type { Localized } from '@/lib/i18n/localized';

// An author as pages see it, in one language: `role` and `bio` in that language (English where
// there is none); `texts` holds them in every language, for the back office.
export type AuthorDto = {
  _id: string;
  name: string;
  slug: string;
  role: string;
  bio: string;
  // Stored upload's file name, or '' for none.
  photo: string;
  credentials: string[];
  languages: string[];
  // In the About page's team section, at this position (smaller first, then by name).
  onTeam: boolean;
  teamOrder: number;
  // Signs the About page's founder's note (one author at most).
  signsFounderNote: boolean;
  texts: { role: Localized; bio: Localized };
  createdAt: string;
  updatedAt: string;
};

// In the admin list: with how many posts name this author.
export type AuthorWithPostCount = AuthorDto & { postCount: number };

export function authorPath(author: Pick<AuthorDto, 'slug'>): string {
  return `/blog/author/${encodeURIComponent(author.slug)}`;
}

// "Anna Schmidt" → "AS": stands in for a missing photo.
export function authorInitials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase();
}
