import { QUESTION_IDS, QUESTION_OPTIONS, questionsFor, type OpportunityAnswers } from './answers';

// The check's state in its address, so the steps work as plain GET forms without JavaScript: each
// answer as `<question>=<option>` and the step asked for as `step` (1-based; one past the last
// question is the result). The enhanced page writes the same address with history.replaceState.

export type CheckQuery = Record<string, string | string[] | undefined>;

// The check's page, by its English address (i18n/pathnames.ts has it in each language).
export const OPPORTUNITY_CHECK_PATH = '/services/opportunity-card/check';

// What the page shows: a question (its index in questionsFor), with `missing` when the visitor
// went on without answering it; or the result, once every question asked is answered.
export type CheckView = { kind: 'step'; index: number; missing: boolean } | { kind: 'result' };

// The step's parameter. The steps' GET forms send the answers and the step as a query; an
// address with a step is answered with a redirect to the same view at an address of its own
// (checkViewPath), a page cached and shared like any other (next.config.ts, issue 42).
export const CHECK_STEP_PARAM = 'step';

// Only the answers of the questions this route asks (the skilled-worker route asks two).
export function askedAnswers(answers: OpportunityAnswers): OpportunityAnswers {
  return Object.fromEntries(questionsFor(answers).flatMap((id) => (answers[id] === undefined ? [] : [[id, answers[id]]]))) as OpportunityAnswers;
}

// The answers in a query, each checked on its own against its question's options (the set
// opportunityAnswersSchema is built from; check-query.test.ts holds the two together): a bad or
// unknown value counts as not answered rather than failing the whole check. Not the zod schema
// itself: this also runs in the browser, where building a zod object schema tries `new Function`
// and so trips the page's Content-Security-Policy (no 'unsafe-eval').
export function answersFromQuery(query: CheckQuery): OpportunityAnswers {
  const answers: Record<string, string> = {};
  for (const id of QUESTION_IDS) {
    const raw = query[id];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && (QUESTION_OPTIONS[id] as readonly string[]).includes(value)) answers[id] = value;
  }
  return askedAnswers(answers as OpportunityAnswers);
}

// The step asked for, unless a question before it is unanswered: then that question, marked
// missing (a Next without an answer). No step, or one that is not a number, is the first.
export function viewFor(answers: OpportunityAnswers, step: string | string[] | undefined): CheckView {
  const questions = questionsFor(answers);
  const wanted = askedStep(answers, step) - 1;
  const firstUnanswered = questions.findIndex((id) => answers[id] === undefined);
  if (firstUnanswered !== -1 && firstUnanswered < wanted) return { kind: 'step', index: firstUnanswered, missing: true };
  if (wanted === questions.length) return { kind: 'result' };
  return { kind: 'step', index: wanted, missing: false };
}

// The query of these answers (in the questions' order) and a step: `?qualification=…&step=3`.
export function checkQueryString(answers: OpportunityAnswers, step: number): string {
  const params = new URLSearchParams();
  for (const id of questionsFor(answers)) {
    const answer = answers[id];
    if (answer !== undefined) params.set(id, answer);
  }
  params.set(CHECK_STEP_PARAM, String(step));
  return `?${params.toString()}`;
}

// The step number a view stands for in the address (the result: one past the last question).
export function stepNumber(answers: OpportunityAnswers, view: CheckView): number {
  return view.kind === 'result' ? questionsFor(answers).length + 1 : view.index + 1;
}

// The step asked for as a number, within the questions these answers ask (1 to one past the
// last); no step, or one that is not a number, is the first. Not the step viewFor shows: a step
// asked for beyond an unanswered question shows that question marked missing, and the view's
// address must say so too.
export function askedStep(answers: OpportunityAnswers, step: string | string[] | undefined): number {
  const asked = Number.parseInt(Array.isArray(step) ? (step[0] ?? '') : (step ?? ''), 10);
  return Number.isNaN(asked) ? 1 : Math.min(Math.max(asked, 1), questionsFor(answers).length + 1);
}

// The address segment of a view: its answers and step as one canonical query
// (`qualification=foreign-degree&recognition=not-yet&step=3`), which every other form of the same
// view is redirected to, so that each view is one cached page. Only option values and question
// ids go in it (answersFromQuery), so it needs no escaping.
export function checkViewSegment(query: CheckQuery): string {
  const answers = answersFromQuery(query);
  return checkQueryString(answers, askedStep(answers, query[CHECK_STEP_PARAM])).slice(1);
}

// A view's English address; localizeHref gives it in another language.
export function checkViewPath(query: CheckQuery): string {
  return `${OPPORTUNITY_CHECK_PATH}/${checkViewSegment(query)}`;
}
