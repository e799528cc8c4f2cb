import { buttonClass } from '@/components/ui/button';
import { fillText } from '@/i18n/fill-text';
import { QUESTION_OPTIONS, type OpportunityAnswers, type QuestionId } from '@/lib/opportunity-card/answers';
import type { CheckTexts } from '@/lib/opportunity-card/result-text';
import { AnswerInputs } from './answer-inputs';

type Props = {
  texts: CheckTexts;
  action: string;
  answers: OpportunityAnswers;
  questions: QuestionId[];
  index: number;
  // The visitor pressed Next without an answer.
  missing: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
};

const ERROR_ID = 'check-step-error';
const PROGRESS_ID = 'check-progress';

// One question as a GET form to the page itself: the other answers ride along as hidden inputs,
// and the button pressed says which step to show next (`step`). Without JavaScript the server
// renders the next step; with it, onSubmit does the same in the browser. Next comes first in the
// markup, so Enter in the form goes forward. No `required`: a missing answer is the page's own
// error under the question, not the browser's popup.
export function CheckStep({ texts, action, answers, questions, index, missing, onSubmit }: Props) {
  const { check, rules } = texts;
  const question = questions[index]!;
  const last = index === questions.length - 1;
  const progress = fillText(check.steps.progress, { current: index + 1, count: questions.length });
  const words = rules.questions[question];
  return (
    <form method="get" action={action} onSubmit={onSubmit} aria-label={check.steps.label} noValidate>
      <p id={PROGRESS_ID} aria-live="polite" className="text-sm font-semibold text-slate-700">
        {progress}
      </p>
      <progress
        aria-labelledby={PROGRESS_ID}
        max={questions.length}
        value={index + 1}
        className="mt-2 block h-2 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
      />
      <AnswerInputs answers={answers} except={question} />
      {/* A new question is a new fieldset: its radios start from the answer given before, if any. */}
      <fieldset key={question} className="mt-8">
        <legend tabIndex={-1} data-check-focus={missing ? undefined : ''} className="text-xl font-semibold text-balance text-slate-900 focus:outline-none sm:text-2xl">
          {words.legend}
        </legend>
        <div className="mt-5 space-y-3">
          {QUESTION_OPTIONS[question].map((option, position) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white px-4 py-3 text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="radio"
                name={question}
                value={option}
                defaultChecked={answers[question] === option}
                aria-describedby={missing ? ERROR_ID : undefined}
                data-check-focus={missing && position === 0 ? '' : undefined}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700 focus:outline-none"
              />
              <span>{(words.options as Record<string, string>)[option]}</span>
            </label>
          ))}
        </div>
        {missing && (
          <p id={ERROR_ID} className="mt-3 font-medium text-red-700">
            {check.steps.required}
          </p>
        )}
      </fieldset>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button type="submit" name="step" value={index + 2} className={buttonClass('primary', 'lg')}>
          {last ? check.steps.showResult : check.steps.next}
        </button>
        {index > 0 && (
          <button type="submit" name="step" value={index} className={buttonClass('secondary', 'lg')}>
            {check.steps.back}
          </button>
        )}
      </div>
    </form>
  );
}
