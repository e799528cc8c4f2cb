import Link from 'next/link';
import { authorPath, type AuthorDto } from '@/lib/authors/author';
import { AuthorPhoto } from '@/components/site/posts/author-photo';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';

// Who wrote the post: the author's photo, name (to their page) and role; without an author, the
// team, as the specification has it.
// `texts`: "By the … Team" and "By" in the post's language.
type Props = { author: AuthorDto | null; texts: { byTeam: string; by: string }; locale: Locale };

export function PostByline({ author, texts, locale }: Props) {
  if (!author) return <p className="text-sm text-slate-600">{texts.byTeam}</p>;
  return (
    <div className="flex items-center gap-3">
      <AuthorPhoto author={author} size={48} />
      <p className="text-sm leading-snug">
        {texts.by}{' '}
        <Link href={localizeHref(authorPath(author), locale)} rel="author" className="font-semibold text-slate-900 underline-offset-2 hover:underline">
          {author.name}
        </Link>
        {author.role && <span className="block text-slate-600">{author.role}</span>}
      </p>
    </div>
  );
}
