import { describe, expect, it } from 'vitest';
import { peopleFindings } from './findings';

describe('peopleFindings', () => {
  it('reports nothing when there is no sample, every post names an author and someone signs', () => {
    expect(peopleFindings({ sampleTestimonials: 0, postsWithoutAuthor: 0, founderNoteSigned: true })).toEqual([]);
  });

  it('reports each problem with its count and the back-office page that fixes it, in order', () => {
    const findings = peopleFindings({ sampleTestimonials: 6, postsWithoutAuthor: 3, founderNoteSigned: false });
    expect(findings.map(({ id, href, count, severity }) => ({ id, href, count, severity }))).toEqual([
      { id: 'sample-testimonials', href: '/admin/testimonials', count: 6, severity: 'warning' },
      { id: 'posts-without-author', href: '/admin/blogs', count: 3, severity: 'warning' },
      { id: 'founder-note-unsigned', href: '/admin/authors', count: undefined, severity: 'warning' },
    ]);
    expect(findings[0]!.title).toBe('6 sample testimonials are still in the back office');
    expect(findings[1]!.title).toBe('3 posts name no author');
  });

  it('words a single one in the singular and reports only what applies', () => {
    const findings = peopleFindings({ sampleTestimonials: 1, postsWithoutAuthor: 1, founderNoteSigned: true });
    expect(findings.map((finding) => finding.title)).toEqual(['A sample testimonial is still in the back office', 'One post names no author']);
    expect(peopleFindings({ sampleTestimonials: 0, postsWithoutAuthor: 0, founderNoteSigned: false }).map((finding) => finding.id)).toEqual(['founder-note-unsigned']);
  });
});
