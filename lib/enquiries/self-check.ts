import type { OpportunityAnswers } from '@/lib/opportunity-card/answers';
import type { Assessment } from '@/lib/opportunity-card/assess';

// What a lead keeps of a self-check the visitor sent with it (lib/leads/lead-attachment.ts). The
// server works both out itself (lib/server/leads/self-check.ts): the visitor's answers with the
// result computed from them, or the checklist's items with their English titles. Each is a record
// of that moment: it keeps the rules version and funds figure, or the checklist's title and
// "checked on" date, it was made with, so later changes to the rules, the funds or the checklist do
// not change it.

// The Opportunity Card check: the answers and the whole assessment, as of computedAt (ISO).
export type OpportunityCheckRecord = Assessment & { answers: OpportunityAnswers; computedAt: string };

// A document checklist: each item with whether the visitor ticked it (has the document).
export type DocumentCheckRecord = {
  checklist: string;
  title: string;
  checkedOn: string | null;
  items: { id: string; title: string; ticked: boolean }[];
};
