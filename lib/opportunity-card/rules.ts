// The Opportunity Card (Chancenkarte) rules as data: who may get the card (§ 20a AufenthG) and the
// points of the points route (§ 20b Abs. 1 AufenthG and the table of its Anlage), in the version
// that took effect on 2024-06-01 (Gesetz zur Weiterentwicklung der Fachkräfteeinwanderung,
// BGBl. 2023 I Nr. 217, Art. 3). Pure data and numbers, no text: the rules' words are in the
// OpportunityRules catalogue (messages/<locale>/OpportunityRules.json), keyed by the ids below.
//
// When the law changes: add a new RuleSet with the date it takes effect, point CURRENT_RULES at
// it, and keep the old one (a stored result names its version). Who reviews: README, "Opportunity
// Card check".

// What the statute makes points of. Each id is one number of § 20b Abs. 1 Satz 1.
export const RULE_IDS = [
  'partial-recognition',
  'german-b2',
  'german-b1',
  'german-a2',
  'english-c1',
  'experience-five-of-seven',
  'experience-two-of-five',
  'shortage-occupation',
  'age-under-35',
  'age-35-to-39',
  'previous-stay',
  'partner',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

// Rules of one group exclude each other: only the highest applies (the statute's "es sei denn, er
// erhält Punkte nach Nummer …"). The groups are also the rows' headings on the service page.
export const RULE_GROUPS = ['recognition', 'shortage', 'experience', 'german', 'english', 'age', 'stay', 'partner'] as const;
export type RuleGroup = (typeof RULE_GROUPS)[number];

// `statute`: where the statute says it.
export type Rule = { id: RuleId; group: RuleGroup; points: number; statute: string };

export type RuleSet = {
  // The date the rules took effect (YYYY-MM-DD): a stored result keeps it.
  version: string;
  minimumPoints: number;
  // In the order of the statute's numbers, which the service page's table keeps.
  rules: readonly Rule[];
};

// One rule of § 20b Abs. 1 Satz 1: its number there gives the citation.
function rule(id: RuleId, group: RuleGroup, points: number, number: number): Rule {
  return { id, group, points, statute: `§ 20b Abs. 1 S. 1 Nr. ${number} AufenthG` };
}

export const RULES_2024_06_01: RuleSet = {
  version: '2024-06-01',
  // Anlage zu § 20a Abs. 3 Nr. 2, § 20b: "Die Mindestpunktzahl beträgt sechs Punkte."
  minimumPoints: 6,
  rules: [
    // Nr. 1: a recognition body found that compensation or adaptation measures (or further
    // qualifications) are needed for equivalence or for the licence of a regulated profession.
    // § 20b Abs. 1 Satz 2: whoever gets these points no longer needs the qualification of
    // § 20a Abs. 4 Satz 3 Nr. 1 (see `qualificationGate`).
    rule('partial-recognition', 'recognition', 4, 1),
    // Nr. 2-4: "gute" (B2), "ausreichende" (B1), "hinreichende" (A2) German, highest only.
    rule('german-b2', 'german', 3, 2),
    rule('german-b1', 'german', 2, 3),
    rule('german-a2', 'german', 1, 4),
    // Nr. 5: English at C1, on top of any German points.
    rule('english-c1', 'english', 1, 5),
    // Nr. 6-7: experience in the field of the qualification, at least five years within the last
    // seven, or at least two within the last five; only the higher counts.
    rule('experience-five-of-seven', 'experience', 3, 6),
    rule('experience-two-of-five', 'experience', 2, 7),
    // Nr. 8: a qualification in an occupation with a shortage of skilled workers. Sources differ
    // on its reach (the occupation one works in, or the qualification itself); we count it only
    // when the qualification itself is in a shortage occupation, the stricter reading, and say so
    // on the result.
    rule('shortage-occupation', 'shortage', 1, 8),
    // Nr. 9-10: "das 35. Lebensjahr noch nicht vollendet" (under 35) and "das 35., aber noch
    // nicht das 40. Lebensjahr vollendet" (35 to 39): someone exactly 35 gets 1, exactly 40 none.
    rule('age-under-35', 'age', 2, 9),
    rule('age-35-to-39', 'age', 1, 10),
    // Nr. 11: a lawful stay in Germany of at least six months without interruption within the
    // last five years; stays as a tourist do not count.
    rule('previous-stay', 'stay', 1, 11),
    // Nr. 12: a spouse or partner who meets the card's requirements too and applies jointly.
    rule('partner', 'partner', 1, 12),
  ],
};

export const RULE_SETS: readonly RuleSet[] = [RULES_2024_06_01];
export const CURRENT_RULES: RuleSet = RULES_2024_06_01;

export function ruleSetFor(version: string): RuleSet | null {
  return RULE_SETS.find((set) => set.version === version) ?? null;
}

// The age bands the check asks for (no date of birth): the boundaries are the statute's
// completed years of life.
export const AGE_BANDS = ['under-35', '35-to-39', '40-or-older'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export function ageBandFor(completedYears: number): AgeBand {
  if (completedYears < 35) return 'under-35';
  if (completedYears < 40) return '35-to-39';
  return '40-or-older';
}
