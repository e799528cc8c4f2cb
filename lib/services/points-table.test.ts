import { describe, expect, it } from 'vitest';
import { CURRENT_RULES, RULE_GROUPS, RULE_IDS, type RuleSet } from '@/lib/opportunity-card/rules';
import { pointsTableModel } from './points-table';

describe('the points table built from the rules', () => {
  const model = pointsTableModel(CURRENT_RULES);
  const rows = model.groups.flatMap((group) => group.rows);

  it('lists every rule once, with the points the rules give it', () => {
    expect(rows.map((row) => row.id).sort()).toEqual([...RULE_IDS].sort());
    for (const rule of CURRENT_RULES.rules) expect(rows.find((row) => row.id === rule.id)?.points, rule.id).toBe(rule.points);
  });

  it('puts each rule under its own group, the groups in the specification\'s order', () => {
    expect(model.groups.map((group) => group.group)).toEqual([...RULE_GROUPS]);
    for (const group of model.groups) {
      for (const row of group.rows) expect(CURRENT_RULES.rules.find((rule) => rule.id === row.id)?.group, row.id).toBe(group.group);
    }
    // Within a group the highest tier comes first, as the rules list them.
    expect(model.groups.find((group) => group.group === 'german')?.rows).toEqual([
      { id: 'german-b2', points: 3 },
      { id: 'german-b1', points: 2 },
      { id: 'german-a2', points: 1 },
    ]);
    expect(model.groups.find((group) => group.group === 'experience')?.rows).toEqual([
      { id: 'experience-five-of-seven', points: 3 },
      { id: 'experience-two-of-five', points: 2 },
    ]);
  });

  it('takes the minimum and the version from the rules, and leaves out a group without rules', () => {
    expect(model).toMatchObject({ version: '2024-06-01', minimumPoints: 6 });
    const changed: RuleSet = { version: '2030-01-01', minimumPoints: 7, rules: CURRENT_RULES.rules.filter((rule) => rule.group !== 'partner').map((rule) => (rule.id === 'german-b1' ? { ...rule, points: 5 } : rule)) };
    const next = pointsTableModel(changed);
    expect(next).toMatchObject({ version: '2030-01-01', minimumPoints: 7 });
    expect(next.groups.map((group) => group.group)).not.toContain('partner');
    expect(next.groups.flatMap((group) => group.rows).find((row) => row.id === 'german-b1')?.points).toBe(5);
  });
});
