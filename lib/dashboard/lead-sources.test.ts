import { describe, expect, it } from 'vitest';
import { blogSlugOf, blogSlugs, countBlogLeads, rankRows, sitePath, summariseLeads, type LeadGroup } from './lead-sources';

const group = (fields: Partial<LeadGroup>): LeadGroup => ({ service: null, utmSource: null, referrer: null, landingPage: null, pagePath: null, count: 1, ...fields });

describe('paths', () => {
  it('keeps site paths without query, fragment or trailing slash', () => {
    expect(sitePath('/')).toBe('/');
    expect(sitePath('/services/')).toBe('/services');
    expect(sitePath('/blog/x?utm_source=a#top')).toBe('/blog/x');
    for (const value of [null, undefined, '', 'services', '//evil.example/x', 'https://example.org/']) expect(sitePath(value)).toBeNull();
  });

  it('finds the post a path names, and nothing for the blog\'s other pages', () => {
    expect(blogSlugOf('/blog/opportunity-card-guide')).toBe('opportunity-card-guide');
    expect(blogSlugOf('/blog/opportunity-card-guide/')).toBe('opportunity-card-guide');
    expect(blogSlugOf('/blog/caf%C3%A9')).toBe('café');
    for (const path of ['/blog', '/blog/', '/blog/category/visa', '/blog/author/anna', '/blog/search', '/blog/rss.xml', '/blog/preview/1', '/blog/%E0%A4%A', '/services']) {
      expect(blogSlugOf(path), path).toBeNull();
    }
  });
});

describe('rankRows', () => {
  it('puts most leads first, ties by name, and folds the rest into one row', () => {
    const rows = ['b', 'a', 'c', 'd'].map((label, i) => ({ key: label, label, count: [2, 2, 5, 1][i]! }));
    expect(rankRows(rows).map((row) => row.label)).toEqual(['c', 'a', 'b', 'd']);
    expect(rankRows(rows, 3)).toEqual([
      { key: 'c', label: 'c', count: 5 },
      { key: 'a', label: 'a', count: 2 },
      { key: '(others)', label: '2 others', count: 3 },
    ]);
    expect(rankRows([{ key: 'zero', label: 'zero', count: 0 }])).toEqual([]);
  });
});

describe('summariseLeads', () => {
  const known = new Set(['Visa Advisory Services']);
  it('counts each group once per table', () => {
    const summary = summariseLeads(
      [
        group({ service: 'Visa Advisory Services', utmSource: 'Google', landingPage: '/services', count: 3 }),
        group({ service: 'Spam <b>name</b>', referrer: 'https://www.google.com/', landingPage: '/services/', count: 2 }),
        group({ pagePath: '/contact', count: 1 }),
        group({ referrer: 'https://site.example/about', landingPage: '/about', pagePath: '/contact', count: 1 }),
        group({ count: 4 }),
      ],
      { ownDomain: 'site.example', knownServices: known },
    );
    expect(summary.total).toBe(11);
    expect(summary.byService).toEqual([
      { key: '(none)', label: 'Contact form (no service)', count: 6 },
      { key: 'Visa Advisory Services', label: 'Visa Advisory Services', count: 3 },
      { key: '(other)', label: 'Other (not a service on the site)', count: 2 },
    ]);
    expect(summary.bySource).toEqual([
      { key: 'unknown', label: 'Not recorded', count: 4 },
      { key: 'campaign:google', label: 'google', detail: 'campaign (utm_source)', count: 3 },
      { key: 'direct', label: 'Direct', count: 2 },
      { key: 'referrer:google.com', label: 'google.com', detail: 'referring site', count: 2 },
    ]);
    expect(summary.byLandingPage).toEqual([
      { key: '/services', label: '/services', count: 5 },
      { key: '(none)', label: 'Not recorded', count: 5 },
      { key: '/about', label: '/about', count: 1 },
    ]);
  });
});

describe('blog posts that led to leads', () => {
  const posts = new Map([
    ['guide', { id: 'p1', title: 'The guide', slug: 'guide' }],
    ['old-guide', { id: 'p1', title: 'The guide', slug: 'guide' }],
    ['kids', { id: 'p2', title: 'Kids', slug: 'kids' }],
  ]);

  it('lists the slugs to look up and counts a lead once per post', () => {
    const groups = [
      group({ landingPage: '/blog/old-guide', pagePath: '/blog/guide', count: 2 }),
      group({ landingPage: '/blog/kids', pagePath: '/blog/guide', count: 1 }),
      group({ landingPage: '/blog/removed', pagePath: '/contact', count: 1 }),
      group({ landingPage: '/', pagePath: '/contact', count: 5 }),
    ];
    expect(blogSlugs(groups).sort()).toEqual(['guide', 'kids', 'old-guide', 'removed']);
    const { leads, rows } = countBlogLeads(groups, posts);
    expect(leads).toBe(4);
    expect(rows).toEqual([
      { key: 'p1', label: 'The guide', detail: '/blog/guide', href: '/blog/guide', count: 3 },
      { key: 'gone:removed', label: '/blog/removed', detail: 'no post at this address any more', count: 1 },
      { key: 'p2', label: 'Kids', detail: '/blog/kids', href: '/blog/kids', count: 1 },
    ]);
  });
});
