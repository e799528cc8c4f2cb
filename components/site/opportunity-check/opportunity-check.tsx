'use client';

import { useEffect, useRef, useState } from 'react';
import { BookLink } from '@/components/site/booking/book-link';
import { buttonClass } from '@/components/ui/button';
import { rememberBookingAttachment } from '@/lib/booking/booking-api';
import { questionsFor, type OpportunityAnswers } from '@/lib/opportunity-card/answers';
import { assessOpportunityCard, type FundsFigure } from '@/lib/opportunity-card/assess';
import { reportCheckEvent } from '@/lib/opportunity-card/check-events';
import { answersFromQuery, checkQueryString, stepNumber, viewFor, type CheckQuery, type CheckView } from '@/lib/opportunity-card/check-query';
import { resultChatLine, resultSummary, type CheckTexts } from '@/lib/opportunity-card/result-text';
import type { DisplayLocale } from '@/i18n/locales';
import { AnswerInputs } from './answer-inputs';
import { CheckResult } from './check-result';
import { CheckStep } from './check-step';
import { HaveResultChecked } from './have-result-checked';

type Props = {
  texts: CheckTexts;
  locale: DisplayLocale;
  // The page's own address in its language: the forms' action.
  action: string;
  initial: { answers: OpportunityAnswers; view: CheckView };
  funds: FundsFigure;
  // The name the Opportunity Card's enquiries carry, and its enquiry section (the no-JS way).
  serviceName: string;
  enquireHref: string;
  // "Book a consultation" with the result: the booking page sends it with the booking.
  booking: { href: string; label: string };
};

// The points check. The server renders it from the address (answers and step), so every step is
// a plain GET form that works without JavaScript; in the browser the same forms are handled here
// (same parsing, same rules, no page load) and the answers are kept in the address's fragment with
// replaceState, and shown again after a reload. The fragment, never the path or the query: the
// page stays the one the browser loaded (the cached first step, or a view of answers at its own
// address), so the enquiry dialog's Server Action posts to a page whose tree the browser has.
// Nothing is stored: the answers live in this component and its address only. The funnel counts
// a started check and a shown result, browser-side only.
export function OpportunityCheck({ texts, locale, action, initial, funds, serviceName, enquireHref, booking }: Props) {
  const [state, setState] = useState(initial);
  const container = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const started = useRef(false);
  const resultShown = useRef(false);
  const { answers, view } = state;

  // A reload with answers in the fragment: show them again. After hydration: the fragment never
  // reaches the server, so the first render must be the server's.
  useEffect(() => {
    if (window.location.hash.length < 2) return;
    const query: CheckQuery = Object.fromEntries(new URLSearchParams(window.location.hash.slice(1)));
    const restored = answersFromQuery(query);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setState({ answers: restored, view: viewFor(restored, query.step) });
  }, []);

  useEffect(() => {
    if (view.kind === 'result' && !resultShown.current) {
      resultShown.current = true;
      reportCheckEvent('result');
    }
  }, [view.kind]);

  // After Next or Back: focus the new question's legend (its first option when it is missing an
  // answer), or the result's heading, so a screen reader reads where the visitor is.
  useEffect(() => {
    if (!moved.current) return;
    container.current?.querySelector<HTMLElement>('[data-check-focus]')?.focus();
  }, [state]);

  // `query`: the view's answers and step (checkQueryString), kept as the fragment of this page.
  function show(next: { answers: OpportunityAnswers; view: CheckView }, query: string) {
    moved.current = true;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}#${query.slice(1)}`);
    setState(next);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const query: CheckQuery = {};
    for (const [name, value] of data.entries()) if (typeof value === 'string') query[name] = value;
    const nextAnswers = answersFromQuery(query);
    const nextView = viewFor(nextAnswers, query.step);
    if (nextAnswers.qualification !== undefined && !started.current) {
      started.current = true;
      reportCheckEvent('started');
    }
    show({ answers: nextAnswers, view: nextView }, checkQueryString(nextAnswers, stepNumber(nextAnswers, nextView)));
  }

  function startAgain(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    show({ answers: {}, view: { kind: 'step', index: 0, missing: false } }, checkQueryString({}, 1));
  }

  const questions = questionsFor(answers);
  let content: React.ReactNode;
  if (view.kind === 'step') {
    content = <CheckStep texts={texts} action={action} answers={answers} questions={questions} index={view.index} missing={view.missing} onSubmit={onSubmit} />;
  } else {
    const assessment = assessOpportunityCard(answers, funds);
    const attached = {
      attachment: { kind: 'opportunity-check' as const, answers },
      summary: resultSummary(assessment, texts, locale),
      label: texts.check.enquiry.label,
      chatLine: resultChatLine(assessment, texts, locale),
    };
    const actions = (
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <HaveResultChecked label={texts.check.result.haveChecked} serviceName={serviceName} attached={attached} fallbackHref={enquireHref} />
        <BookLink href={booking.href} label={booking.label} onClick={() => rememberBookingAttachment(attached.attachment)} />
        <form method="get" action={action} onSubmit={onSubmit} className="flex flex-col">
          <AnswerInputs answers={answers} />
          <button type="submit" name="step" value={questions.length} className={buttonClass('secondary', 'lg')}>
            {texts.check.result.changeAnswers}
          </button>
        </form>
        <a href={action} onClick={startAgain} className={buttonClass('secondary', 'lg')}>
          {texts.check.result.startAgain}
        </a>
      </div>
    );
    content = <CheckResult assessment={assessment} texts={texts} locale={locale} actions={actions} />;
  }
  return (
    <div ref={container} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {content}
    </div>
  );
}
