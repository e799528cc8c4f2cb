import { describe, expect, it } from 'vitest';
import { usesIndex, winningPlanStages } from './query-plan';

// The shapes of the explain answers MongoDB documents (reference/explain-results), trimmed.
const classicFind = {
  explainVersion: '1',
  queryPlanner: {
    namespace: 'test.enquiries',
    winningPlan: {
      stage: 'LIMIT',
      inputStage: { stage: 'SKIP', inputStage: { stage: 'FETCH', inputStage: { stage: 'IXSCAN', keyPattern: { submittedAt: -1, _id: -1 } } } },
    },
    rejectedPlans: [{ stage: 'SORT', inputStage: { stage: 'COLLSCAN' } }],
  },
};

const slotBasedAggregate = {
  explainVersion: '2',
  queryPlanner: {
    winningPlan: {
      queryPlan: { stage: 'GROUP', inputStage: { stage: 'FETCH', inputStage: { stage: 'IXSCAN', indexName: 'submittedAt_-1__id_-1' } } },
      slotBasedPlan: { slots: '$$RESULT=s9', stages: '[2] project [s9 = newObj(...)] [1] group [s5] ... [0] ixseek ...' },
    },
    rejectedPlans: [],
  },
};

const classicAggregate = {
  explainVersion: '1',
  stages: [
    {
      $cursor: {
        queryPlanner: {
          winningPlan: { stage: 'PROJECTION_SIMPLE', inputStage: { stage: 'COLLSCAN', direction: 'forward' } },
          rejectedPlans: [],
        },
      },
    },
    { $group: { _id: { status: '$status', isRead: '$isRead' }, count: { $sum: { $const: 1 } } } },
  ],
};

const orPlan = {
  queryPlanner: {
    winningPlan: {
      stage: 'SUBPLAN',
      inputStage: { stage: 'FETCH', inputStage: { stage: 'OR', inputStages: [{ stage: 'IXSCAN' }, { stage: 'COLLSCAN' }] } },
    },
  },
};

describe('winningPlanStages', () => {
  it('reads a classic plan tree and leaves the rejected plans out', () => {
    expect(winningPlanStages(classicFind)).toEqual(['LIMIT', 'SKIP', 'FETCH', 'IXSCAN']);
  });

  it('reads the slot-based engine query plan', () => {
    expect(winningPlanStages(slotBasedAggregate)).toEqual(['GROUP', 'FETCH', 'IXSCAN']);
  });

  it("reads the plan inside a pipeline's $cursor stage", () => {
    expect(winningPlanStages(classicAggregate)).toEqual(['PROJECTION_SIMPLE', 'COLLSCAN']);
  });

  it('finds nothing in an answer without a plan', () => {
    expect(winningPlanStages({ ok: 1 })).toEqual([]);
  });
});

describe('usesIndex', () => {
  it('needs an index scan and no collection scan anywhere', () => {
    expect(usesIndex(winningPlanStages(classicFind))).toBe(true);
    expect(usesIndex(winningPlanStages(slotBasedAggregate))).toBe(true);
    expect(usesIndex(winningPlanStages(classicAggregate))).toBe(false);
    expect(usesIndex(winningPlanStages(orPlan))).toBe(false);
    expect(usesIndex(['COUNT_SCAN'])).toBe(true);
    expect(usesIndex([])).toBe(false);
  });
});
