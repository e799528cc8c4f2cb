// Launch-check findings about the people on the site: who signs, who wrote, who is quoted. Pure
// and browser-safe; the server gathers the facts (lib/server/people/facts.ts) and the launch
// check shows what this returns.

export type PeopleFacts = {
  // Sample testimonials still in the back office (never shown, but placeholders to replace).
  sampleTestimonials: number;
  // Posts (drafts and scheduled ones included) that name no author: they show "By the … Team".
  postsWithoutAuthor: number;
  // Whether an author is marked to sign the About page's founder's note.
  founderNoteSigned: boolean;
};

export type PeopleFindingId = 'sample-testimonials' | 'posts-without-author' | 'founder-note-unsigned';

export type LaunchFinding = {
  id: PeopleFindingId;
  // A warning to act on before launch: nothing here breaks the site.
  severity: 'warning';
  title: string;
  detail: string;
  // The back-office page where it is fixed.
  href: string;
  count?: number;
};

const plural = (count: number, one: string, many: string) => (count === 1 ? one : `${count} ${many}`);

// Nothing to report returns []; the order is the order to show them in.
export function peopleFindings(facts: PeopleFacts): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  if (facts.sampleTestimonials > 0) {
    findings.push({
      id: 'sample-testimonials',
      severity: 'warning',
      title: `${plural(facts.sampleTestimonials, 'A sample testimonial is', 'sample testimonials are')} still in the back office`,
      detail:
        'Samples came with the site and are never shown. Add your clients’ own testimonials with their consent, then delete the samples.',
      href: '/admin/testimonials',
      count: facts.sampleTestimonials,
    });
  }
  if (facts.postsWithoutAuthor > 0) {
    findings.push({
      id: 'posts-without-author',
      severity: 'warning',
      title: `${plural(facts.postsWithoutAuthor, 'One post names', 'posts name')} no author`,
      detail: 'They show the team as their author. Readers and search engines trust advice more from a named person with their qualifications.',
      href: '/admin/blogs',
      count: facts.postsWithoutAuthor,
    });
  }
  if (!facts.founderNoteSigned) {
    findings.push({
      id: 'founder-note-unsigned',
      severity: 'warning',
      title: 'Nobody signs the founder’s note',
      detail: 'The About page’s note is signed by the team. Under Authors, tick “Signs the founder’s note” for the person who wrote it.',
      href: '/admin/authors',
    });
  }
  return findings;
}
