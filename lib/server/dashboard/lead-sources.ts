import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { siteDomain } from '@/lib/leads/lead-source';
import { getSiteConfig } from '@/lib/site';
import { blogSlugs, countBlogLeads, summariseLeads, type BlogPostRef, type LeadGroup } from '@/lib/dashboard/lead-sources';
import type { LeadPeriodRange } from '@/lib/dashboard/lead-period';
import type { LeadSources } from '@/lib/dashboard/types';
import { Enquiry } from '@/models/enquiry';
import { Post } from '@/models/post';
import { knownServiceNames } from '@/lib/server/services/names';

type GroupRow = { _id: Partial<Record<Exclude<keyof LeadGroup, 'count'>, string | null>>; count: number };

// The period's leads grouped by everything the panel counts, in one pass over the period
// (submittedAt is indexed on MongoDB; FerretDB scans the collection once). One accumulator: FerretDB
// v1 fills only the first of a $group. Leads sharing service, campaign, referrer and pages come
// back as one row, so the answer is far smaller than the period's leads.
async function leadGroups(range: LeadPeriodRange): Promise<LeadGroup[]> {
  const rows = await Enquiry.aggregate<GroupRow>([
    { $match: { submittedAt: { $gte: range.start, $lt: range.end } } },
    {
      $group: {
        _id: {
          service: '$serviceName',
          utmSource: '$attribution.utmSource',
          referrer: '$attribution.referrer',
          landingPage: '$attribution.landingPage',
          pagePath: '$attribution.pagePath',
        },
        count: { $sum: 1 },
      },
    },
  ]);
  // A field missing from a lead is missing from its group key on one engine and null on another.
  return rows.map(({ _id, count }) => ({
    service: _id.service ?? null,
    utmSource: _id.utmSource ?? null,
    referrer: _id.referrer ?? null,
    landingPage: _id.landingPage ?? null,
    pagePath: _id.pagePath ?? null,
    count,
  }));
}

// The posts the slugs name (current slug, an earlier one, or the id), in one query.
async function postsForSlugs(slugs: string[]): Promise<Map<string, BlogPostRef>> {
  const found = new Map<string, BlogPostRef>();
  if (slugs.length === 0) return found;
  const ids = slugs.filter((slug) => mongoose.isObjectIdOrHexString(slug));
  const posts = await Post.find({
    $or: [
      { slug: mongoose.trusted({ $in: slugs }) },
      { oldSlugs: mongoose.trusted({ $in: slugs }) },
      ...(ids.length ? [{ _id: mongoose.trusted({ $in: ids }) }] : []),
    ],
  })
    .select('headline slug oldSlugs')
    .lean<{ _id: mongoose.Types.ObjectId; headline: string; slug?: string | null; oldSlugs?: string[] | null }[]>();
  const refs = posts.map((post) => ({ post, ref: { id: post._id.toString(), title: post.headline, slug: post.slug || post._id.toString() } }));
  for (const slug of slugs) {
    // The current slug wins over an earlier one another post may have had.
    const match =
      refs.find(({ post }) => post.slug === slug) ?? refs.find(({ post }) => post.oldSlugs?.includes(slug)) ?? refs.find(({ ref }) => ref.id === slug);
    if (match) found.set(slug, match.ref);
  }
  return found;
}

// Leads received in the period by service, source, landing page and blog post.
export async function getLeadSources(range: LeadPeriodRange): Promise<LeadSources> {
  await connectDb();
  const groups = await leadGroups(range);
  const summary = summariseLeads(groups, { ownDomain: siteDomain(getSiteConfig().url), knownServices: await knownServiceNames() });
  const blog = countBlogLeads(groups, await postsForSlugs(blogSlugs(groups)));
  return {
    period: range.period,
    firstDay: range.firstDay,
    lastDay: range.lastDay,
    ...summary,
    blogPosts: blog.rows,
    blogLeads: blog.leads,
  };
}
