import 'server-only';
import { authorPath, type AuthorDto } from '@/lib/authors/author';

// An author as schema.org Person: in a post's structured data and on their author page.
export function personJsonLd(author: AuthorDto, siteUrl: string) {
  return {
    '@type': 'Person',
    name: author.name,
    url: `${siteUrl}${authorPath(author)}`,
    ...(author.role ? { jobTitle: author.role } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.photo ? { image: `${siteUrl}/uploads/${author.photo}` } : {}),
    ...(author.languages.length ? { knowsLanguage: author.languages } : {}),
    ...(author.credentials.length ? { hasCredential: author.credentials.map((name) => ({ '@type': 'EducationalOccupationalCredential', name })) } : {}),
  };
}
