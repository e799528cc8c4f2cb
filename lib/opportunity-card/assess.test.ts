import { describe, expect, it } from 'vitest';
import type { OpportunityAnswers } from './answers';
import { assessOpportunityCard, pointsMet, type Assessment } from './assess';
import { ageBandFor, CURRENT_RULES, ruleSetFor, RULES_2024_06_01, type RuleSet } from './rules';
import { opportunityAnswersSchema } from './answers-schema';

const FUNDS = { amount: 1091, validFrom: '2025-01-01' };

// A points-route applicant with every gate passed and no points: each case changes what it tests.
const BASE: OpportunityAnswers = {
  qualification: 'foreign-degree',
  recognition: 'not-yet',
  shortageOccupation: 'no',
  experience: 'less',
  german: 'a1',
  english: 'below-b2',
  age: '40-or-older',
  previousStay: 'none',
  partner: 'no',
  funds: 'yes',
};

const assess = (changes: OpportunityAnswers) => assessOpportunityCard({ ...BASE, ...changes }, FUNDS);
const gate = (result: Assessment, id: string) => result.gates.find((g) => g.gate === id)?.state;

describe('assessOpportunityCard', () => {
  it('a degree recognised in Germany: the skilled-worker route, only the funds', () => {
    const result = assessOpportunityCard({ qualification: 'german-or-recognised', funds: 'yes' }, FUNDS);
    expect(result).toMatchObject({ route: 'skilled-worker', verdict: 'likely-eligible', items: [], gates: [{ gate: 'funds', state: 'passed' }] });
    expect(assessOpportunityCard({ qualification: 'german-or-recognised', funds: 'no' }, FUNDS).verdict).toBe('not-eligible');
    expect(assessOpportunityCard({ qualification: 'german-or-recognised', funds: 'unknown' }, FUNDS).verdict).toBe('needs-check');
  });

  it.each([
    ['vocational training under two years', { qualification: 'vocational-shorter' }, 'failed'],
    ['no qualification', { qualification: 'none' }, 'failed'],
    ['vocational training of two years', { qualification: 'vocational-two-years' }, 'passed'],
    ['a foreign degree', { qualification: 'foreign-degree' }, 'passed'],
    ['not known', { qualification: 'unknown' }, 'unknown'],
    // § 20b Abs. 1 S. 2: the points for partial recognition waive the qualification requirement.
    ['partial recognition waives it', { qualification: 'vocational-shorter', recognition: 'partial' }, 'passed'],
  ] as const)('qualification gate: %s', (_name, changes, state) => {
    expect(gate(assess(changes), 'qualification')).toBe(state);
  });

  it('vocational training under two years fails the check, whatever the points', () => {
    const result = assess({ qualification: 'vocational-shorter', german: 'b2-or-higher', experience: 'five-of-seven', age: 'under-35' });
    expect(result.total).toBe(8);
    expect(result.verdict).toBe('not-eligible');
  });

  it.each([
    // The issue listed "German A1 with English B1" as failing; the statute asks German A1 *or*
    // English B2, so A1 alone passes. Below A1 with English B1 fails.
    ['German A1 with English B1: A1 alone passes', { german: 'a1', english: 'below-b2' }, 'passed'],
    ['German below A1 with English B1: the gate fails', { german: 'none', english: 'below-b2' }, 'failed'],
        ['German below A1 with English B2: the gate passes', { german: 'none', english: 'b2' }, 'passed'],
    ['German not tested, English below B2: unknown, not failed', { german: 'unknown', english: 'below-b2' }, 'unknown'],
  ] as const)('language gate: %s', (_name, changes, state) => {
    expect(gate(assess(changes), 'language')).toBe(state);
  });

  it('below A1 with English B1 fails the language gate; German A1 with English B2 passes with 0 language points', () => {
    expect(gate(assess({ german: 'none', english: 'below-b2' }), 'language')).toBe('failed');
    const withB2 = assess({ german: 'a1', english: 'b2' });
    expect(gate(withB2, 'language')).toBe('passed');
    expect(withB2.total).toBe(0);
  });

  it.each([
    ['German A2 with English C1', { german: 'a2', english: 'c1-or-higher' }, 2],
    ['German B1', { german: 'b1' }, 2],
    ['German B2 or higher, highest only', { german: 'b2-or-higher' }, 3],
    ['German B2 with English C1', { german: 'b2-or-higher', english: 'c1-or-higher' }, 4],
    ['6 years in the last 7: 3, not 5', { experience: 'five-of-seven' }, 3],
    ['2 years in the last 5', { experience: 'two-of-five' }, 2],
    ['partial recognition', { recognition: 'partial' }, 4],
    ['a shortage occupation', { shortageOccupation: 'yes' }, 1],
    ['under 35', { age: 'under-35' }, 2],
    ['35 to 39', { age: '35-to-39' }, 1],
    ['40 or older', { age: '40-or-older' }, 0],
    ['six months lawful stay', { previousStay: 'six-months' }, 1],
    ['a tourist stay', { previousStay: 'tourist' }, 0],
    ['two short stays', { previousStay: 'shorter' }, 0],
    ['a partner who qualifies and applies jointly', { partner: 'joint-qualifies' }, 1],
    ['a partner who does not qualify', { partner: 'joint-not-qualifying' }, 0],
  ] as const)('points: %s', (_name, changes, total) => {
    expect(assess(changes).total).toBe(total);
  });

  it('asks ages as bands at the statute\'s boundaries: exactly 35 gets 1 point, exactly 40 none', () => {
    expect(ageBandFor(34)).toBe('under-35');
    expect(ageBandFor(35)).toBe('35-to-39');
    expect(ageBandFor(39)).toBe('35-to-39');
    expect(ageBandFor(40)).toBe('40-or-older');
    expect(assess({ age: ageBandFor(35) }).total).toBe(1);
    expect(assess({ age: ageBandFor(40) }).total).toBe(0);
  });

  it('itemises the points in the statute\'s order', () => {
    const result = assess({ recognition: 'partial', german: 'b1', experience: 'two-of-five', age: 'under-35' });
    expect(result.items).toEqual([
      { rule: 'partial-recognition', points: 4 },
      { rule: 'german-b1', points: 2 },
      { rule: 'experience-two-of-five', points: 2 },
      { rule: 'age-under-35', points: 2 },
    ]);
    expect(result.total).toBe(10);
    expect(result.verdict).toBe('likely-eligible');
  });

  it('6 points without funds: the points are met, the funds are missing', () => {
    const result = assess({ experience: 'five-of-seven', german: 'b2-or-higher', funds: 'no' });
    expect(result.total).toBe(6);
    expect(pointsMet(result)).toBe(true);
    expect(gate(result, 'funds')).toBe('failed');
    expect(result.verdict).toBe('not-eligible');
  });

  it('5 points: short of 6, not eligible', () => {
    const result = assess({ experience: 'five-of-seven', german: 'b1' });
    expect(result.total).toBe(5);
    expect(pointsMet(result)).toBe(false);
    expect(result.verdict).toBe('not-eligible');
  });

  it('"I don\'t know" leads to "we need to check", never to a failure', () => {
    const result = assess({ experience: 'five-of-seven', german: 'unknown' });
    expect(result.total).toBe(3);
    expect(result.open).toContainEqual({ rule: 'german-b2', points: 3 });
    expect(result.verdict).toBe('needs-check');
    expect(assess({ funds: 'unknown', experience: 'five-of-seven', german: 'b2-or-higher' }).verdict).toBe('needs-check');
    // Even every unknown answer counted at its best cannot reach 6: that is a clear result.
    expect(assess({ partner: 'unknown' }).verdict).toBe('not-eligible');
  });

  it('says what could still be gained: German B1 would add 2 points', () => {
    const result = assess({ german: 'a1' });
    expect(result.gains).toContainEqual({ rule: 'german-b1', points: 2 });
    expect(result.gains).toContainEqual({ rule: 'german-a2', points: 1 });
    const fromA2 = assess({ german: 'a2' });
    expect(fromA2.gains).toContainEqual({ rule: 'german-b1', points: 1 });
    expect(fromA2.gains.some((gain) => gain.rule === 'german-a2')).toBe(false);
    // Age is not something to work on.
    expect(result.gains.some((gain) => gain.rule.startsWith('age'))).toBe(false);
  });

  it('keeps the rules version and the funds figure it was computed with', () => {
    const stored = assess({ german: 'b1' });
    expect(stored).toMatchObject({ rulesVersion: '2024-06-01', minimumPoints: 6, funds: FUNDS });
    // A later law with other points and new funds: a new result follows it, the stored one is
    // untouched and its version still names its rules.
    const later: RuleSet = {
      version: '2099-01-01',
      minimumPoints: 7,
      rules: RULES_2024_06_01.rules.map((rule) => (rule.id === 'german-b1' ? { ...rule, points: 3 } : rule)),
    };
    const copy = structuredClone(stored);
    const fresh = assessOpportunityCard({ ...BASE, german: 'b1' }, { amount: 1200, validFrom: '2099-01-01' }, later);
    expect(fresh).toMatchObject({ rulesVersion: '2099-01-01', total: 3, minimumPoints: 7, funds: { amount: 1200 } });
    expect(stored).toEqual(copy);
    expect(stored.total).toBe(2);
    expect(ruleSetFor(stored.rulesVersion)).toBe(RULES_2024_06_01);
    expect(ruleSetFor('1999-01-01')).toBeNull();
    expect(CURRENT_RULES.version).toBe('2024-06-01');
  });
});

describe('opportunityAnswersSchema', () => {
  it('takes the answers and refuses anything else, totals included', () => {
    expect(opportunityAnswersSchema.parse(BASE)).toEqual(BASE);
    expect(opportunityAnswersSchema.safeParse({ ...BASE, german: 'c2' }).success).toBe(false);
    expect(opportunityAnswersSchema.safeParse({ ...BASE, total: 15 }).success).toBe(false);
    expect(opportunityAnswersSchema.parse({ qualification: 'german-or-recognised', funds: 'yes' })).toEqual({ qualification: 'german-or-recognised', funds: 'yes' });
  });
});
