import 'server-only';
import { berlinDayStart } from '@/lib/time/berlin';
import { siteDomain } from '@/lib/leads/lead-source';
import { getSiteConfig } from '@/lib/site';
import { blogSlugs, countBlogLeads, summariseLeads } from '@/lib/dashboard/lead-sources';
import type { LeadPeriodRange } from '@/lib/dashboard/lead-period';
import type { LeadSources } from '@/lib/dashboard/types';
import { sharedFigures, type SharedFigures } from './figures';

// Leads received in the period by service, source, landing page and blog post: the period's lead
// groups come from the enquiry pass (enquiry-figures.ts), the names from one look-up of services
// and the posts the groups' /blog/{slug} pages name (current slug, earlier slug or id → title).
// Without `shared`, the passes for the period's last day are read for this call alone.
export async function getLeadSources(range: LeadPeriodRange, shared: SharedFigures = sharedFigures(berlinDayStart(range.lastDay), { period: range.period })): Promise<LeadSources> {
  const { leadGroups: groups } = await shared.enquiries();
  if (!groups) throw new Error('The enquiry figures were read without the lead sources');
  const names = await shared.leadSourceNames(blogSlugs(groups));
  const summary = summariseLeads(groups, { ownDomain: siteDomain(getSiteConfig().url), knownServices: new Set(names.knownServices) });
  const blog = countBlogLeads(groups, new Map(Object.entries(names.posts)));
  return {
    period: range.period,
    firstDay: range.firstDay,
    lastDay: range.lastDay,
    ...summary,
    blogPosts: blog.rows,
    blogLeads: blog.leads,
  };
}
