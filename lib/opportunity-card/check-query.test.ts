import { describe, expect, it } from 'vitest';
import { QUESTION_IDS, QUESTION_OPTIONS, type OpportunityAnswers } from './answers';
import { opportunityAnswersSchema } from './answers-schema';
import { answersFromQuery, checkQueryString, checkViewPath, checkViewSegment, stepNumber, viewFor } from './check-query';

// Every question of the points route answered (each with its last option: mostly "I don't know").
const POINTS_ROUTE = {
  ...Object.fromEntries(QUESTION_IDS.map((id) => [id, QUESTION_OPTIONS[id].at(-1)])),
  qualification: 'foreign-degree',
} as OpportunityAnswers;

describe('answersFromQuery', () => {
  it('keeps valid answers and treats a bad or unknown value as not answered', () => {
    expect(answersFromQuery({ qualification: 'foreign-degree', german: 'c7', english: ['b2', 'c1-or-higher'], colour: 'blue', step: '4' })).toEqual({
      qualification: 'foreign-degree',
      english: 'b2',
    });
  });

  it('accepts exactly what the shared schema accepts, question by question', () => {
    for (const id of QUESTION_IDS) {
      for (const value of [...QUESTION_OPTIONS[id], 'maybe', '', 'UNKNOWN']) {
        const query = { qualification: 'foreign-degree', [id]: value };
        const accepted = answersFromQuery(query)[id] === value;
        expect(accepted, `${id}=${value}`).toBe(opportunityAnswersSchema.safeParse({ [id]: value }).success);
      }
    }
  });

  it('drops the points answers on the skilled-worker route, which asks only qualification and funds', () => {
    expect(answersFromQuery({ qualification: 'german-or-recognised', german: 'b1', funds: 'no' })).toEqual({ qualification: 'german-or-recognised', funds: 'no' });
  });
});

describe('viewFor', () => {
  it('starts at the first question without a step, or with one that is not a number', () => {
    expect(viewFor({}, undefined)).toEqual({ kind: 'step', index: 0, missing: false });
    expect(viewFor({}, 'abc')).toEqual({ kind: 'step', index: 0, missing: false });
  });

  it('shows the step asked for when every question before it is answered, also an answered one (Back)', () => {
    expect(viewFor({ qualification: 'foreign-degree' }, '2')).toEqual({ kind: 'step', index: 1, missing: false });
    expect(viewFor(POINTS_ROUTE, '3')).toEqual({ kind: 'step', index: 2, missing: false });
  });

  it('stays on an unanswered question, marked missing, when the visitor goes on without answering it', () => {
    expect(viewFor({}, '2')).toEqual({ kind: 'step', index: 0, missing: true });
    expect(viewFor({ qualification: 'foreign-degree', recognition: 'partial' }, '11')).toEqual({ kind: 'step', index: 2, missing: true });
  });

  it('shows the result one past the last question once every question asked is answered, and never beyond', () => {
    expect(viewFor(POINTS_ROUTE, '11')).toEqual({ kind: 'result' });
    expect(viewFor(POINTS_ROUTE, '99')).toEqual({ kind: 'result' });
    expect(viewFor({ qualification: 'german-or-recognised', funds: 'yes' }, '3')).toEqual({ kind: 'result' });
    expect(viewFor({ qualification: 'german-or-recognised' }, '3')).toEqual({ kind: 'step', index: 1, missing: true });
  });
});

describe('checkQueryString', () => {
  it('writes the answers in the order of the questions and the step, and reads back the same', () => {
    const query = checkQueryString({ funds: 'yes', qualification: 'german-or-recognised' }, 3);
    expect(query).toBe('?qualification=german-or-recognised&funds=yes&step=3');
    const params = Object.fromEntries(new URLSearchParams(query));
    expect(answersFromQuery(params)).toEqual({ qualification: 'german-or-recognised', funds: 'yes' });
    expect(viewFor(answersFromQuery(params), params.step)).toEqual({ kind: 'result' });
  });

  it('names the result as the step after the last question', () => {
    expect(stepNumber(POINTS_ROUTE, { kind: 'result' })).toBe(11);
    expect(stepNumber(POINTS_ROUTE, { kind: 'step', index: 4, missing: false })).toBe(5);
  });
});

// A view's own address (issue 42): every spelling of the same answers and step is one segment, so
// one cached page; a step asked for past an unanswered question keeps its number, so the view
// still shows that question marked missing.
describe('checkViewSegment', () => {
  it('writes the asked questions in their order, drops bad and unknown values, and keeps the step', () => {
    expect(checkViewSegment({ step: '3', recognition: 'not-yet', qualification: 'foreign-degree', bogus: 'x', age: 'not-an-age' })).toBe(
      'qualification=foreign-degree&recognition=not-yet&step=3',
    );
    expect(checkViewPath({ recognition: 'not-yet', qualification: 'foreign-degree', step: '3' })).toBe(
      '/services/opportunity-card/check/qualification=foreign-degree&recognition=not-yet&step=3',
    );
  });

  it('keeps a step past an unanswered question, whose view is that question marked missing', () => {
    const segment = checkViewSegment({ qualification: 'doctorate', step: '2' });
    expect(segment).toBe('step=2');
    const query = Object.fromEntries(new URLSearchParams(segment));
    expect(viewFor(answersFromQuery(query), query.step)).toEqual({ kind: 'step', index: 0, missing: true });
  });

  it('bounds the step to the questions asked: none or nonsense is the first, too far is the result', () => {
    expect(checkViewSegment({})).toBe('step=1');
    expect(checkViewSegment({ step: 'x' })).toBe('step=1');
    expect(checkViewSegment({ step: '0' })).toBe('step=1');
    expect(checkViewSegment({ step: ['4', '5'] })).toBe('step=4');
    const last = Number(new URLSearchParams(checkViewSegment({ step: '999' })).get('step'));
    expect(viewFor({}, String(last))).toEqual({ kind: 'step', index: 0, missing: true });
    expect(last).toBeGreaterThan(1);
  });

  it('is its own segment again: the page redirects only spellings that differ', () => {
    for (const query of [{ step: '2' }, { qualification: 'foreign-degree', recognition: 'not-yet', step: '11' }]) {
      const segment = checkViewSegment(query);
      expect(checkViewSegment(Object.fromEntries(new URLSearchParams(segment)))).toBe(segment);
    }
  });
});
