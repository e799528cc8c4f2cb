import Link from 'next/link';
import { authorPath, type AuthorDto } from '@/lib/authors/dto';
import { AuthorPhoto } from './author-photo';

// Who wrote the post: the author's photo, name (to their page) and role; without an author, the
// team, as the specification has it.
export function PostByline({ author, siteName }: { author: AuthorDto | null; siteName: string }) {
  if (!author) return <p className="text-sm text-slate-600">By the {siteName} Team</p>;
  return (
    <div className="flex items-center gap-3">
      <AuthorPhoto author={author} size={48} />
      <p className="text-sm leading-snug">
        By{' '}
        <Link href={authorPath(author)} rel="author" className="font-semibold text-slate-900 underline-offset-2 hover:underline">
          {author.name}
        </Link>
        {author.role && <span className="block text-slate-600">{author.role}</span>}
      </p>
    </div>
  );
}
