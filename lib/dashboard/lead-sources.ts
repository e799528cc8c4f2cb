import { classifyLeadSource } from '@/lib/leads/lead-source';
import { DASHBOARD_COPY } from './copy';
import type { FigureRow } from './types';

// The arithmetic of the dashboard's "where leads come from" panel, apart from the database: the
// server groups the period's leads by the fields below in one pass (one $group, one accumulator)
// and hands the groups here.

const COPY = DASHBOARD_COPY.sources;

// One group of leads that share these fields (absent fields are null).
export type LeadGroup = {
  service: string | null;
  utmSource: string | null;
  referrer: string | null;
  landingPage: string | null;
  pagePath: string | null;
  count: number;
};

// Tables longer than this end in one "n others" row.
export const FIGURE_ROWS = 10;

// A site path as a page's address: without query, fragment or trailing slash; null for anything
// that is not a path on this site.
export function sitePath(value: string | null | undefined): string | null {
  const path = value?.trim().split(/[?#]/)[0];
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

// Addresses under /blog that are not posts.
const NOT_POSTS = new Set(['search', 'rss.xml', 'category', 'author', 'preview']);

// The post a path names (/blog/{slug}: its current or an earlier slug, or its id), decoded; null
// for any other page.
export function blogSlugOf(value: string | null | undefined): string | null {
  const match = /^\/blog\/([^/]+)$/.exec(sitePath(value) ?? '');
  if (!match?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return NOT_POSTS.has(slug) ? null : slug;
}

function tally(counts: Map<string, FigureRow>, row: Omit<FigureRow, 'count'>, count: number) {
  const found = counts.get(row.key);
  if (found) found.count += count;
  else counts.set(row.key, { ...row, count });
}

// Most leads first, then by label; past `limit` rows the rest become one "n others" row.
export function rankRows(counts: Iterable<FigureRow>, limit = FIGURE_ROWS): FigureRow[] {
  const rows = [...counts].filter((row) => row.count > 0).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en'));
  if (rows.length <= limit) return rows;
  const rest = rows.slice(limit - 1);
  const others = rest.reduce((sum, row) => sum + row.count, 0);
  return [...rows.slice(0, limit - 1), { key: '(others)', label: COPY.others(rest.length), count: others }];
}

function serviceRow(service: string | null, knownServices: ReadonlySet<string>): Omit<FigureRow, 'count'> {
  const name = service?.trim();
  if (!name) return { key: '(none)', label: COPY.noService };
  // Anyone can post any service name to the API; only the site's own are shown by name.
  if (!knownServices.has(name)) return { key: '(other)', label: COPY.otherService };
  return { key: name, label: name };
}

function sourceRow(group: LeadGroup, ownDomain: string | null): Omit<FigureRow, 'count'> {
  const { utmSource, referrer, landingPage, pagePath } = group;
  const source = classifyLeadSource({ utmSource, referrer, landingPage, pagePath }, ownDomain);
  if (source.kind === 'direct') return { key: 'direct', label: COPY.direct };
  if (source.kind === 'unknown') return { key: 'unknown', label: COPY.notRecorded };
  return { key: `${source.kind}:${source.name}`, label: source.name, detail: COPY.kind[source.kind] };
}

function landingRow(group: LeadGroup): Omit<FigureRow, 'count'> {
  const path = sitePath(group.landingPage);
  return path ? { key: path, label: path } : { key: '(none)', label: COPY.notRecorded };
}

export type LeadSummary = { total: number; byService: FigureRow[]; bySource: FigureRow[]; byLandingPage: FigureRow[] };

export function summariseLeads(groups: LeadGroup[], options: { ownDomain: string | null; knownServices: ReadonlySet<string>; limit?: number }): LeadSummary {
  const services = new Map<string, FigureRow>();
  const sources = new Map<string, FigureRow>();
  const landings = new Map<string, FigureRow>();
  let total = 0;
  for (const group of groups) {
    total += group.count;
    tally(services, serviceRow(group.service, options.knownServices), group.count);
    tally(sources, sourceRow(group, options.ownDomain), group.count);
    tally(landings, landingRow(group), group.count);
  }
  // Every service is shown: the list is short and a missing one would read as "no leads".
  return { total, byService: rankRows(services.values(), Infinity), bySource: rankRows(sources.values(), options.limit), byLandingPage: rankRows(landings.values(), options.limit) };
}

// The slugs the groups' landing pages and pages name, for looking their posts up.
export function blogSlugs(groups: LeadGroup[]): string[] {
  const slugs = new Set<string>();
  for (const group of groups) {
    for (const path of [group.landingPage, group.pagePath]) {
      const slug = blogSlugOf(path);
      if (slug) slugs.add(slug);
    }
  }
  return [...slugs];
}

export type BlogPostRef = { id: string; title: string; slug: string };

// Leads per post. A lead counts once for each post it landed on or was sent from, however many of
// the post's addresses it names; a slug no post answers to any more is shown as its address.
export function countBlogLeads(groups: LeadGroup[], posts: ReadonlyMap<string, BlogPostRef>, limit = FIGURE_ROWS): { leads: number; rows: FigureRow[] } {
  const counts = new Map<string, FigureRow>();
  let leads = 0;
  for (const group of groups) {
    const rows = new Map<string, Omit<FigureRow, 'count'>>();
    for (const path of [group.landingPage, group.pagePath]) {
      const slug = blogSlugOf(path);
      if (!slug) continue;
      const post = posts.get(slug);
      const href = `/blog/${encodeURIComponent(post?.slug ?? slug)}`;
      const row = post ? { key: post.id, label: post.title, detail: href, href } : { key: `gone:${slug}`, label: href, detail: COPY.postGone };
      rows.set(row.key, row);
    }
    if (rows.size > 0) leads += group.count;
    for (const row of rows.values()) tally(counts, row, group.count);
  }
  return { leads, rows: rankRows(counts.values(), limit) };
}
