import { AGE_BANDS } from './rules';

// The check's questions and the answers each allows, in the order the form asks them. Every level
// question has 'unknown' ("I don't know / not tested yet"), which leads to "we need to check",
// never to a failed gate. Ages are asked as bands, never as a date of birth. The zod schema that
// reads them from a request is lib/opportunity-card/answers-schema.ts.
export const QUESTION_OPTIONS = {
  // A degree or vocational qualification obtained in Germany or recognised as equivalent in
  // Germany makes a skilled worker (§ 18 Abs. 3 AufenthG): the card needs only the funds then.
  // Otherwise § 20a Abs. 4 S. 3 Nr. 1: a foreign university degree, or a vocational qualification
  // of at least two years recognised by the state that issued it (or one from a German chamber of
  // commerce abroad).
  qualification: ['german-or-recognised', 'foreign-degree', 'vocational-two-years', 'vocational-shorter', 'none', 'unknown'],
  // Whether a German recognition body found that compensation or adaptation measures are needed.
  recognition: ['partial', 'not-yet', 'unknown'],
  shortageOccupation: ['yes', 'no', 'unknown'],
  experience: ['five-of-seven', 'two-of-five', 'less', 'unknown'],
  german: ['none', 'a1', 'a2', 'b1', 'b2-or-higher', 'unknown'],
  english: ['below-b2', 'b2', 'c1-or-higher', 'unknown'],
  age: AGE_BANDS,
  previousStay: ['six-months', 'tourist', 'shorter', 'none', 'unknown'],
  partner: ['joint-qualifies', 'joint-not-qualifying', 'no', 'unknown'],
  funds: ['yes', 'no', 'unknown'],
} as const;

export type QuestionId = keyof typeof QUESTION_OPTIONS;
export const QUESTION_IDS = Object.keys(QUESTION_OPTIONS) as QuestionId[];

// A question not answered (the skilled-worker route skips the points questions) counts as unknown.
export type OpportunityAnswers = { [Q in QuestionId]?: (typeof QUESTION_OPTIONS)[Q][number] };

// The questions the form asks for these answers so far: the points questions only on the points
// route. The form asks them one per step, in this order.
export function questionsFor(answers: OpportunityAnswers): QuestionId[] {
  if (answers.qualification === 'german-or-recognised') return ['qualification', 'funds'];
  return QUESTION_IDS;
}
