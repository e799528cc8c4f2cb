import 'server-only';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import type { AuthorDto } from '@/lib/authors/dto';
import { asLocalized, pickLocalized, type StoredLocalized } from '@/lib/i18n/localized';

type AuthorLike = {
  _id: { toString(): string };
  name: string;
  slug: string;
  role?: StoredLocalized;
  bio?: StoredLocalized;
  photo?: string | null;
  credentials?: string[] | null;
  languages?: string[] | null;
  onTeam?: boolean | null;
  teamOrder?: number | null;
  signsFounderNote?: boolean | null;
  createdAt: Date;
  updatedAt: Date;
};

// In `locale`: the role and bio in that language, English where there is none.
export function toAuthorDto(author: AuthorLike, locale: Locale = DEFAULT_LOCALE): AuthorDto {
  const role = asLocalized(author.role);
  const bio = asLocalized(author.bio);
  return {
    _id: author._id.toString(),
    name: author.name,
    slug: author.slug,
    role: pickLocalized(role, locale),
    bio: pickLocalized(bio, locale),
    photo: author.photo ?? '',
    credentials: author.credentials ?? [],
    languages: author.languages ?? [],
    onTeam: author.onTeam ?? false,
    teamOrder: author.teamOrder ?? 0,
    signsFounderNote: author.signsFounderNote ?? false,
    texts: { role, bio },
    createdAt: author.createdAt.toISOString(),
    updatedAt: author.updatedAt.toISOString(),
  };
}
