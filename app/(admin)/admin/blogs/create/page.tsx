import { z } from 'zod';
import { PostForm } from '@/components/admin/posts/post-form';
import { NotAllowed } from '@/components/admin/not-allowed';
import type { TranslationStart } from '@/lib/posts/post';
import { can } from '@/lib/auth/permissions';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listAuthors } from '@/lib/server/authors/queries';
import { getPostForStaff } from '@/lib/server/posts/queries';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { POST_FORM as COPY } from '@/lib/content/post-form';
import { PUBLISHED_LOCALES } from '@/i18n/locales';
import { addPost, previewPost } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.createTitle };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// ?translationOf={id}&locale=de: "Add German version" on a post's edit page. Anything malformed
// or unknown opens the ordinary empty form (the save checks the group again).
const translationQuery = z.object({
  translationOf: z.string().regex(/^[0-9a-f]{24}$/i),
  locale: z.string().refine((text) => (PUBLISHED_LOCALES as readonly string[]).includes(text)),
});

async function translationStart(searchParams: SearchParams): Promise<TranslationStart | undefined> {
  const parsed = translationQuery.safeParse(await searchParams);
  if (!parsed.success) return undefined;
  const original = await getPostForStaff(parsed.data.translationOf);
  if (!original || original.locale === parsed.data.locale) return undefined;
  // Nothing of its text: only what the versions share (category, author, cover).
  return {
    of: original._id,
    headline: original.headline,
    locale: parsed.data.locale,
    category: original.category,
    authorId: original.authorId,
    image: original.image,
  };
}

export default async function CreatePostPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser('/admin/blogs/create');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  // A database that cannot be read goes to the error page: saving would fail as well.
  const [authors, translation] = await Promise.all([listAuthors(), translationStart(searchParams)]);
  return (
    <PostForm
      key={translation ? `${translation.of}:${translation.locale}` : 'new'}
      authors={authors}
      teamName={(await siteSettingsForPages()).name}
      save={addPost}
      preview={previewPost}
      translation={translation}
    />
  );
}
