import type { OpportunityAnswers } from './answers';
import { CURRENT_RULES, type RuleGroup, type RuleId, type RuleSet } from './rules';

export type GateId = 'qualification' | 'language' | 'funds';
export type GateState = 'passed' | 'failed' | 'unknown';
export type Route = 'skilled-worker' | 'points';
export type Verdict = 'likely-eligible' | 'needs-check' | 'not-eligible';
export const VERDICTS: readonly Verdict[] = ['likely-eligible', 'needs-check', 'not-eligible'];

// The administrators' Opportunity Card funds setting (per month) with the date it is valid from;
// null while it cannot be read (a start during a database outage).
export type FundsFigure = { amount: number; validFrom: string } | null;

export type RulePoints = { rule: RuleId; points: number };

// One computed result. Self-contained: it keeps the rules version, the points of each item and
// the funds figure it was computed with, so a stored one reads the same after the rules or the
// funds change.
export type Assessment = {
  rulesVersion: string;
  route: Route;
  gates: { gate: GateId; state: GateState }[];
  // The points earned, one item per rule, in the statute's order.
  items: RulePoints[];
  total: number;
  minimumPoints: number;
  // Points that answers of "I don't know" may still bring (the best rule of each such group).
  open: RulePoints[];
  // What could still be gained: each higher rule of a group the visitor could work on, with the
  // points it would add to today's total ("German B1 would add 2 points").
  gains: RulePoints[];
  verdict: Verdict;
  funds: FundsFigure;
};

// Which rule of each group an answer earns (null: none), or 'unknown' when the answer is not known.
function earned(answers: OpportunityAnswers): Record<RuleGroup, RuleId | null | 'unknown'> {
  const pick = <A extends string>(answer: A | undefined, map: Partial<Record<A, RuleId>>) =>
    answer === undefined || answer === 'unknown' ? 'unknown' : (map[answer] ?? null);
  return {
    recognition: pick(answers.recognition, { partial: 'partial-recognition' }),
    shortage: pick(answers.shortageOccupation, { yes: 'shortage-occupation' }),
    experience: pick(answers.experience, { 'five-of-seven': 'experience-five-of-seven', 'two-of-five': 'experience-two-of-five' }),
    german: pick(answers.german, { a2: 'german-a2', b1: 'german-b1', 'b2-or-higher': 'german-b2' }),
    english: pick(answers.english, { 'c1-or-higher': 'english-c1' }),
    age: answers.age === undefined ? 'unknown' : ({ 'under-35': 'age-under-35', '35-to-39': 'age-35-to-39', '40-or-older': null } as const)[answers.age],
    stay: pick(answers.previousStay, { 'six-months': 'previous-stay' }),
    partner: pick(answers.partner, { 'joint-qualifies': 'partner' }),
  };
}

// Groups a visitor can still work on (age and the others are facts, not goals).
const GAINABLE: readonly RuleGroup[] = ['recognition', 'experience', 'german', 'english'];

// § 20a Abs. 4 S. 3 Nr. 1, waived by § 20b Abs. 1 S. 2 for whoever gets the points of Nr. 1.
function qualificationGate(answers: OpportunityAnswers): GateState {
  if (answers.recognition === 'partial') return 'passed';
  switch (answers.qualification) {
    case 'foreign-degree':
    case 'vocational-two-years':
      return 'passed';
    case 'vocational-shorter':
    case 'none':
      return 'failed';
    default:
      return 'unknown';
  }
}

// § 20a Abs. 4 S. 3 Nr. 2: German at A1 or English at B2.
function languageGate(answers: OpportunityAnswers): GateState {
  const german = answers.german;
  const english = answers.english;
  if ((german && german !== 'none' && german !== 'unknown') || english === 'b2' || english === 'c1-or-higher') return 'passed';
  if (german === 'none' && english === 'below-b2') return 'failed';
  return 'unknown';
}

// § 20a Abs. 4 S. 1: the living costs are secured.
function fundsGate(answers: OpportunityAnswers): GateState {
  if (answers.funds === 'yes') return 'passed';
  if (answers.funds === 'no') return 'failed';
  return 'unknown';
}

export function assessOpportunityCard(answers: OpportunityAnswers, funds: FundsFigure, rules: RuleSet = CURRENT_RULES): Assessment {
  const pointsOf = (id: RuleId) => rules.rules.find((rule) => rule.id === id)?.points ?? 0;
  const base = { rulesVersion: rules.version, minimumPoints: rules.minimumPoints, funds };

  if (answers.qualification === 'german-or-recognised') {
    const state = fundsGate(answers);
    const verdict: Verdict = state === 'passed' ? 'likely-eligible' : state === 'failed' ? 'not-eligible' : 'needs-check';
    return { ...base, route: 'skilled-worker', gates: [{ gate: 'funds', state }], items: [], total: 0, open: [], gains: [], verdict };
  }

  const byGroup = earned(answers);
  const items: RulePoints[] = [];
  const open: RulePoints[] = [];
  const gains: RulePoints[] = [];
  for (const rule of rules.rules) {
    const got = byGroup[rule.group];
    if (got === rule.id) items.push({ rule: rule.id, points: rule.points });
  }
  for (const group of new Set(rules.rules.map((rule) => rule.group))) {
    const got = byGroup[group];
    const inGroup = rules.rules.filter((rule) => rule.group === group);
    if (got === 'unknown') {
      const best = inGroup.reduce((a, b) => (b.points > a.points ? b : a));
      open.push({ rule: best.id, points: best.points });
      continue;
    }
    if (!GAINABLE.includes(group)) continue;
    const now = got ? pointsOf(got) : 0;
    // Lowest addition first within a group: the next level before the highest.
    const higher = inGroup.filter((rule) => rule.points > now).sort((a, b) => a.points - b.points);
    for (const rule of higher) gains.push({ rule: rule.id, points: rule.points - now });
  }

  const total = items.reduce((sum, item) => sum + item.points, 0);
  const reachable = total + open.reduce((sum, item) => sum + item.points, 0);
  const gates: Assessment['gates'] = [
    { gate: 'qualification', state: qualificationGate(answers) },
    { gate: 'language', state: languageGate(answers) },
    { gate: 'funds', state: fundsGate(answers) },
  ];

  let verdict: Verdict;
  if (gates.some((gate) => gate.state === 'failed') || reachable < rules.minimumPoints) verdict = 'not-eligible';
  else if (gates.every((gate) => gate.state === 'passed') && total >= rules.minimumPoints) verdict = 'likely-eligible';
  else verdict = 'needs-check';

  return { ...base, route: 'points', gates, items, total, open, gains, verdict };
}

// Whether the points alone reach the minimum (the gates aside).
export function pointsMet(assessment: Assessment): boolean {
  return assessment.route === 'points' && assessment.total >= assessment.minimumPoints;
}
