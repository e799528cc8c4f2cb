// Reading MongoDB's explain answers (tests/mongodb-only.int.test.ts).

// Stages that read through an index (IDHACK and EXPRESS_IXSCAN: _id and point lookups).
export const INDEX_SCANS = ['IXSCAN', 'COUNT_SCAN', 'DISTINCT_SCAN', 'EXPRESS_IXSCAN', 'IDHACK'];

// Every `stage` in every winning plan of an explain answer, in whatever shape the server gives it:
// the classic plan tree (`winningPlan.stage`/`inputStage`), the slot-based engine's
// (`winningPlan.queryPlan`), or a pipeline whose first stage holds the plan (`stages[0].$cursor`).
// Rejected plans are left out.
export function winningPlanStages(explained: unknown): string[] {
  const stages: string[] = [];
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'stage' && typeof value === 'string') stages.push(value);
        else collect(value);
      }
    }
  };
  const findPlans = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(findPlans);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'winningPlan') collect(value);
        else if (key !== 'rejectedPlans') findPlans(value);
      }
    }
  };
  findPlans(explained);
  return stages;
}

// Reads through an index and nowhere scans the whole collection.
export function usesIndex(stages: string[]): boolean {
  return stages.some((stage) => INDEX_SCANS.includes(stage)) && !stages.includes('COLLSCAN');
}
