import { questionsFor, type OpportunityAnswers, type QuestionId } from '@/lib/opportunity-card/answers';

// The answers given so far as hidden inputs of a GET form (all but the question on screen), so the
// check's state travels in its address without JavaScript and without storing anything.
export function AnswerInputs({ answers, except }: { answers: OpportunityAnswers; except?: QuestionId }) {
  return questionsFor(answers)
    .filter((id) => id !== except && answers[id] !== undefined)
    .map((id) => <input key={id} type="hidden" name={id} value={answers[id]} />);
}
