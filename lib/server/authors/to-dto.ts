import 'server-only';
import type { AuthorDto } from '@/lib/authors/dto';

type AuthorLike = {
  _id: { toString(): string };
  name: string;
  slug: string;
  role?: string | null;
  bio?: string | null;
  photo?: string | null;
  credentials?: string[] | null;
  languages?: string[] | null;
  onTeam?: boolean | null;
  teamOrder?: number | null;
  signsFounderNote?: boolean | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toAuthorDto(author: AuthorLike): AuthorDto {
  return {
    _id: author._id.toString(),
    name: author.name,
    slug: author.slug,
    role: author.role ?? '',
    bio: author.bio ?? '',
    photo: author.photo ?? '',
    credentials: author.credentials ?? [],
    languages: author.languages ?? [],
    onTeam: author.onTeam ?? false,
    teamOrder: author.teamOrder ?? 0,
    signsFounderNote: author.signsFounderNote ?? false,
    createdAt: author.createdAt.toISOString(),
    updatedAt: author.updatedAt.toISOString(),
  };
}
