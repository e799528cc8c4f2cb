'use client';

import { Eye, FileText } from 'lucide-react';
import Link from 'next/link';
import { PostImage } from '@/components/site/posts/post-image';
import { POST_LIST as COPY } from '@/lib/content/post-form';
import { POST_STATUS_LABELS, postPath, postState, type PostDto } from '@/lib/posts/post';
import { listExcerpt, summaryStart } from '@/components/admin/shared/excerpt';
import { DeleteButton } from '@/components/admin/shared/delete-button';
import { EditLink } from '@/components/admin/shared/record-links';
import type { ActionResult } from '@/lib/actions/result';
import { localizeHref } from '@/i18n/pathnames';
import { LANGUAGE_NAMES } from '@/i18n/locales';

type RemovePost = (id: string) => Promise<ActionResult>;
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { buttonClass } from '@/components/ui/button';
import { TABLE, TABLE_BODY, TABLE_CELL, TABLE_HEAD_HIDDEN_ON_PHONE, TABLE_REGION, TABLE_ROW } from '@/components/ui/responsive-table';
import { formatDate, formatDateTime } from '@/lib/time/format';

export type PostRow = Pick<PostDto, '_id' | 'headline' | 'excerpt' | 'category' | 'image' | 'createdAt' | 'status' | 'publishAt' | 'slug' | 'locale'>;

const STATE_CLASS = { draft: 'bg-slate-100 text-slate-800', scheduled: 'bg-amber-100 text-amber-900', published: 'bg-green-100 text-green-900' } as const;

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';
const CELL = TABLE_CELL;
// The table's columns in their order (SPEC section 9); the names are the copy's.
const COLUMNS = ['post', 'category', 'language', 'summary', 'created', 'actions'] as const;

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <FileText aria-hidden="true" className="h-10 w-10 text-slate-400" />
      <h2 className="text-lg font-semibold text-slate-900">{COPY.empty.heading}</h2>
      <p className="text-slate-700">{COPY.empty.text}</p>
      <Link href="/admin/blogs/create" className={buttonClass('primary')}>
        {COPY.empty.action}
      </Link>
    </div>
  );
}

function Row({ post, remove }: { post: PostRow; remove: RemovePost }) {
  const state = postState(post);
  const viewPath = state === 'published' ? postPath(post) : localizeHref(`/blog/preview/${post._id}`, post.locale);
  return (
    <tr className={`${TABLE_ROW} max-md:bg-white`}>
      <td className={CELL}>
        <div className="flex items-start gap-3">
          <div className="relative h-16 w-16 shrink-0 overflow-hidden rounded-md bg-slate-100">
            {/* Decorative: the headline beside it names the post. */}
            <PostImage image={post.image} alt="" sizes="64px" />
          </div>
          <div className="min-w-0 md:min-w-56">
            <p className="font-semibold wrap-anywhere text-slate-900">{post.headline}</p>
            <p className="mt-1 wrap-anywhere text-slate-600">{listExcerpt(post.excerpt)}</p>
          </div>
        </div>
      </td>
      <td className={CELL}>
        <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 font-medium whitespace-nowrap text-brand-700">{post.category}</span>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{LANGUAGE_NAMES[post.locale]}</td>
      <td className={`${CELL} whitespace-nowrap`}>{summaryStart(post.excerpt)}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        <p className="mt-1">
          <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASS[state]}`}>{POST_STATUS_LABELS[state]}</span>
        </p>
        {state === 'scheduled' && post.publishAt && <p className="mt-1 text-xs text-slate-600">{formatDateTime(post.publishAt, 'long')}</p>}
      </td>
      <td className={CELL}>
        <div className="flex flex-wrap gap-2">
          <EditLink href={`/admin/blogs/edit/${post._id}`} label={COPY.editLabel} name={post.headline} size="md" />
          <Link
            href={viewPath}
            // A prefetch renders the public page; one in flight while the post is deleted could
            // put the old page back into the cache (ARCHITECTURE.md, Known gaps).
            prefetch={false}
            aria-label={`${state === 'published' ? COPY.viewLabel : COPY.previewLabel}: ${post.headline}`}
            className={buttonClass('secondary')}
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
            {state === 'published' ? COPY.viewLabel : COPY.previewLabel}
          </Link>
          <DeleteButton
            action={remove}
            id={post._id}
            name={post.headline}
            confirm={COPY.confirmDelete}
            size="md"
            copy={{ deleteLabel: COPY.deleteLabel, deletingLabel: COPY.deletingLabel, deleted: COPY.deleted, deleteFailed: COPY.deleteFailed }}
          />
        </div>
      </td>
    </tr>
  );
}

// SPEC's post table; a card per post on a phone (components/ui/responsive-table.ts). Between a
// phone and a desktop it scrolls sideways inside its own labelled, focusable region (keyboard users
// can scroll it with the arrow keys) instead of widening the page. contain-inline-size keeps the
// table's minimum width from leaking into a flex parent that lacks min-w-0, which would otherwise
// stretch the whole layout past the screen.
export function PostTable({ posts, remove }: { posts: PostRow[]; remove: RemovePost }) {
  if (posts.length === 0) return <EmptyState />;
  return (
    <div
      role="region"
      aria-label={COPY.scrollLabel}
      tabIndex={0}
      className={`${TABLE_REGION} ${FOCUS_RING}`}
    >
      <table className={`${TABLE} md:min-w-[52rem]`}>
        <caption className="sr-only">{COPY.caption}</caption>
        <thead className={TABLE_HEAD_HIDDEN_ON_PHONE}>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'post' ? `${HEAD} w-[40%]` : HEAD}>
                {COPY.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={TABLE_BODY}>
          {posts.map((post) => (
            <Row key={post._id} post={post} remove={remove} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
