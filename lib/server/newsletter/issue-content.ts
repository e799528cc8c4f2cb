import 'server-only';
import mongoose from 'mongoose';
import type { IssueBodySource } from '@/lib/newsletter/newsletter-issue';
import { postPath } from '@/lib/posts/post';
import { PREVIEW_LENGTH, previewText } from '@/lib/posts/preview';
import { connectDb } from '@/lib/server/db';
import { postPlainText } from '@/lib/server/posts/markdown';
import { publicPostFilter } from '@/lib/server/posts/visibility';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { Post } from '@/models/post';
import type { IssueContent } from './issue-mail';
import type { Locale } from '@/i18n/locales';

// What renderIssue needs of a stored issue (issue 30): its own fields, and for an issue built from
// posts each chosen post's title, the start of its text and its public address, in the order
// chosen. Only posts the public can read: a post unpublished or deleted since it was chosen is
// left out rather than linked to a page that answers 404.

export type StoredIssue = {
  locale: string;
  subject: string;
  previewText?: string | null;
  bodySource?: string | null;
  body?: string | null;
  postIds?: ReadonlyArray<{ toString(): string }> | null;
};

export async function issueContent(issue: StoredIssue, now = new Date()): Promise<IssueContent> {
  const bodySource: IssueBodySource = issue.bodySource === 'posts' ? 'posts' : 'markdown';
  return {
    locale: issue.locale as Locale,
    subject: issue.subject,
    previewText: issue.previewText ?? '',
    bodySource,
    body: issue.body ?? '',
    posts: bodySource === 'posts' ? await chosenPosts((issue.postIds ?? []).map(String), now) : [],
  };
}

async function chosenPosts(ids: string[], now: Date): Promise<IssueContent['posts']> {
  const valid = ids.filter((id) => mongoose.isObjectIdOrHexString(id));
  if (!valid.length) return [];
  await connectDb();
  const [site, rows] = await Promise.all([
    currentSiteConfig(),
    Post.find({ _id: mongoose.trusted({ $in: valid.map((id) => new mongoose.Types.ObjectId(id)) }), ...publicPostFilter(now) })
      .select('headline summary slug locale')
      .lean(),
  ]);
  const byId = new Map(rows.map((row) => [String(row._id), row]));
  return valid.flatMap((id) => {
    const post = byId.get(id);
    if (!post?.slug) return [];
    return [
      {
        title: post.headline,
        summary: previewText(postPlainText(post.summary), PREVIEW_LENGTH.detail),
        url: `${site.url}${postPath({ slug: post.slug, locale: (post.locale ?? 'en') as Locale })}`,
      },
    ];
  });
}
