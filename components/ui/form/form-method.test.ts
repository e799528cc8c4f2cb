import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 40, item 4: what a person types never goes into an address. A <form> without a method is
// sent as a GET when scripts are off or not loaded yet, every field in the address (access logs,
// proxies, history). So every <form> in the code says its method: "post", or "get" only for the
// forms below, whose fields are the page's own state by design and hold no secret and nothing a
// visitor tells about themselves. This reads the sources, so it also covers the forms no server
// HTML shows (the enquiry dialog, the booking details); e2e/form-posts.spec.ts checks the HTML.
const GET_FORMS: Record<string, string> = {
  // The points check's steps: the answers are the check's address, so it works without scripts
  // and a result can be shared (no name, no contact details).
  'components/site/opportunity-check/check-step.tsx': 'the check’s answers are its address',
  'components/site/opportunity-check/opportunity-check.tsx': 'the check’s answers are its address',
  // The booking's steps as pages (issue 41): the time zone shown; the details are one POST.
  'components/site/booking/booking-steps.tsx': 'the time zone the free times are shown in',
  // Back-office filters: staff only, behind sign-in; the filter is the list's address (pagination
  // and the CSV export carry it).
  'components/admin/agenda/adviser-choice.tsx': 'which adviser’s agenda',
  'app/(admin)/admin/audit/page.tsx': 'the audit log’s filter',
  'app/(admin)/admin/newsletter/subscribers/page.tsx': 'the subscriber list’s filter',
  'app/(admin)/admin/data-protection/page.tsx': 'the data-protection look-up (a server target is issue 41’s)',
  'app/(admin)/admin/media/page.tsx': 'the media library’s search (?q=, works before the scripts load)',
  'components/admin/texts/text-filters.tsx': 'the Texts screen’s search and filters (?q=&changed=1&same=1, works before the scripts load)',
  'components/admin/pipeline/board-filters.tsx': 'the pipeline board’s filters (owner, service, source, language)',
  'components/admin/tasks/person-choice.tsx': 'whose tasks My tasks shows (administrators)',
  // Search boxes run by their scripts: the field has no name, so a submission sends nothing typed.
  'components/ui/search-box.tsx': 'the blog’s and the inbox’s search box (no named field)',
};

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [relative] : [];
  });
}

// Each `<form …>` opening tag of a JSX file (comments aside): from `<form` to the `>` outside
// braces and quotes.
function formTags(file: string): string[] {
  const source = file
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*|\{\/\*)/.test(line))
    .join('\n');
  const tags: string[] = [];
  for (const match of source.matchAll(/<form\b/g)) {
    let depth = 0;
    let quote = '';
    let end = match.index;
    for (let at = match.index + 5; at < source.length; at += 1) {
      const char = source[at]!;
      if (quote) {
        if (char === quote && source[at - 1] !== '\\') quote = '';
      } else if (char === '"' || char === "'" || char === '`') quote = char;
      else if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0 && source[at - 1] !== '=') {
        end = at;
        break;
      }
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

// A form whose action is a function (a public form's Server Action, usePublicForm) is posted by
// React: its server HTML says method="POST" (e2e/form-posts.spec.ts reads it), and React refuses a
// method written beside such an action.
const method = (tag: string) => /\bmethod="(\w+)"/.exec(tag)?.[1] ?? (/\baction=\{/.test(tag) ? 'post' : undefined);

describe('forms and their method', () => {
  it('reads a JSX opening tag across lines, braces and arrows', () => {
    const tags = formTags('<form\n  ref={ref}\n  onSubmit={(event) => {\n    if (a > b) go();\n  }}\n  method="post"\n>\n<input />');
    expect(tags).toHaveLength(1);
    expect(method(tags[0]!)).toBe('post');
    expect(method(formTags('<form noValidate onSubmit={send}>')[0]!)).toBeUndefined();
    expect(method(formTags('<form action={formAction} onSubmit={send}>')[0]!)).toBe('post');
  });

  const files = [...sources('app'), ...sources('components')].filter((file) => formTags(readFileSync(path.join(ROOT, file), 'utf8')).length > 0);

  it('finds the forms (sign-in, contact, newsletter, enquiry, booking, the form kit)', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'components/admin/login-form.tsx',
        'components/site/contact/contact-form.tsx',
        'components/site/newsletter/newsletter-box.tsx',
        'components/site/services/enquiry-form.tsx',
        'components/site/booking/booking-details-form.tsx',
        'components/ui/form/action-form.tsx',
      ]),
    );
  });

  it.each(files)('%s: every form says method="post" (or is a GET form listed above)', (file) => {
    for (const tag of formTags(readFileSync(path.join(ROOT, file), 'utf8'))) {
      if (file in GET_FORMS) expect(method(tag), tag).toMatch(/^(get|post)$/);
      else expect(method(tag), `${file}: ${tag}`).toBe('post');
    }
  });
});
