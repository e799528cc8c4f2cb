import { z } from 'zod';
import { QUESTION_IDS, QUESTION_OPTIONS, type OpportunityAnswers, type QuestionId } from './answers';

// The Opportunity Card check's answers as a request carries them (the enquiry's structured block):
// each question optional (a route skips some), each answer one of its options. Never a total or a
// verdict: the server computes those itself (lib/opportunity-card/assess.ts).
const shape = Object.fromEntries(
  QUESTION_IDS.map((id) => [id, z.enum(QUESTION_OPTIONS[id] as unknown as [string, ...string[]]).optional()]),
) as { [Q in QuestionId]: z.ZodOptional<z.ZodEnum<{ [K in (typeof QUESTION_OPTIONS)[Q][number]]: K }>> };

export const opportunityAnswersSchema = z.strictObject(shape) satisfies z.ZodType<OpportunityAnswers>;
