import { fillText } from '@/i18n/fill-text';
import type { EnquiryAttachment } from '@/lib/leads/lead-attachment';
import type { Checklist } from './checklist';

// What "check my documents" sends with an enquiry: the ids of the items ticked and not ticked (the
// block the visitor cannot edit; the server names the items from the checklist itself), and, in
// the page's language, the summary the message starts with, the "attached" line and the one line
// a WhatsApp chat adds. Texts from the Checklists catalogue, filled here ({name} arguments).
export type DocumentCheckTexts = {
  // {title} {ticked} {total}
  heading: string;
  // {count}
  have: string;
  // {count}
  missing: string;
  // {count}: the items a long list leaves out
  more: string;
  // {ticked} {total}
  label: string;
  // {title} {ticked} {total}
  chatLine: string;
};

// The message field takes 5,000 characters (LEAD_LIMITS.message) and the visitor may add to it:
// each list stops before this many characters and says how many it left out.
const LIST_BUDGET = 1500;

function listLines(titles: readonly string[], more: string): string[] {
  const lines: string[] = [];
  let used = 0;
  for (const title of titles) {
    const line = `- ${title}`;
    if (used + line.length > LIST_BUDGET) return [...lines, fillText(more, { count: titles.length - lines.length })];
    lines.push(line);
    used += line.length + 1;
  }
  return lines;
}

export function documentCheckEnquiry(checklist: Pick<Checklist, 'id' | 'title' | 'sections'>, tickedIds: Iterable<string>, texts: DocumentCheckTexts): EnquiryAttachment {
  const chosen = new Set(tickedIds);
  const items = checklist.sections.flatMap((section) => section.items);
  const ticked = items.filter((item) => chosen.has(item.id));
  const unticked = items.filter((item) => !chosen.has(item.id));
  const counts = { title: checklist.title, ticked: ticked.length, total: items.length };
  const list = (heading: string, group: typeof items) =>
    group.length ? ['', fillText(heading, { count: group.length }), ...listLines(group.map((item) => item.title), texts.more)] : [];
  return {
    attachment: { kind: 'document-check', checklist: checklist.id, ticked: ticked.map((item) => item.id), unticked: unticked.map((item) => item.id) },
    summary: [fillText(texts.heading, counts), ...list(texts.have, ticked), ...list(texts.missing, unticked)].join('\n'),
    label: fillText(texts.label, counts),
    chatLine: fillText(texts.chatLine, counts),
  };
}
