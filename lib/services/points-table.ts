import { RULE_GROUPS, type RuleGroup, type RuleId, type RuleSet } from '@/lib/opportunity-card/rules';

// The Opportunity Card's points table on /services and the card's own page, built from the same
// rules the points check computes with (lib/opportunity-card/rules.ts), so the page and the check
// cannot disagree. One group per heading row (the specification's rows, in its order: the words are
// OpportunityRules.groups), each rule of the group under it (the law's wording:
// OpportunityRules.rules) in the rules' order, which is the highest first within a group.
export type PointsTableRow = { id: RuleId; points: number };
export type PointsTableGroup = { group: RuleGroup; rows: PointsTableRow[] };
export type PointsTableModel = { version: string; minimumPoints: number; groups: PointsTableGroup[] };

export function pointsTableModel(rules: RuleSet): PointsTableModel {
  const groups = RULE_GROUPS.map((group) => ({
    group,
    rows: rules.rules.filter((rule) => rule.group === group).map(({ id, points }) => ({ id, points })),
  })).filter((group) => group.rows.length > 0);
  return { version: rules.version, minimumPoints: rules.minimumPoints, groups };
}
