import { describe, expect, it } from 'vitest';
import { NO_FILTERS, parseBoardFilters } from './board';
import { funnelOf } from './funnel';
import { ageInStage } from './age';
import { DEFAULT_STAGES, moveSchema, newStageId, stageOf } from './stages';

describe('stages', () => {
  it('puts a lead without a stage, or with one no longer listed, in the first stage', () => {
    expect(stageOf(undefined, DEFAULT_STAGES).id).toBe('new');
    expect(stageOf('gone', DEFAULT_STAGES).id).toBe('new');
    expect(stageOf('client', DEFAULT_STAGES).name).toBe('Client');
  });

  it('makes a new stage’s id from its name, unique in the list', () => {
    expect(newStageId('Documents checked', DEFAULT_STAGES)).toBe('documents-checked');
    expect(newStageId('Client', DEFAULT_STAGES)).toBe('client-2');
    expect(newStageId('Über uns', DEFAULT_STAGES)).toBe('ueber-uns');
    expect(newStageId('!!!', DEFAULT_STAGES)).toBe('stage');
  });

  it('checks a move’s target against the list', () => {
    expect(moveSchema(DEFAULT_STAGES).safeParse({ id: 'x', stageId: 'client' }).success).toBe(true);
    expect(moveSchema(DEFAULT_STAGES).safeParse({ id: 'x', stageId: 'won' }).success).toBe(false);
  });

  it('says the age in the stage in whole days', () => {
    const now = new Date('2026-12-03T12:00:00Z');
    expect(ageInStage('2026-12-03T01:00:00Z', now)).toBe('today');
    expect(ageInStage('2026-11-30T11:00:00Z', now)).toBe('3 d');
  });
});

describe('the funnel', () => {
  it('counts reached as in the stage or a later one, Not a fit apart', () => {
    const funnel = funnelOf(DEFAULT_STAGES, new Map([['new', 2], ['contacted', 2], ['client', 1], ['not-a-fit', 5]]));
    expect(funnel.steps.map((step) => [step.count, step.reached, step.conversionToNext])).toEqual([
      [2, 5, 60],
      [2, 3, (1 / 3) * 100],
      [0, 1, 100],
      [0, 1, 100],
      [1, 1, null],
    ]);
    expect(funnel.notAFit?.count).toBe(5);
    expect(funnelOf(DEFAULT_STAGES, new Map()).steps[0]!.conversionToNext).toBeNull();
  });
});

describe('the board’s filters', () => {
  it('takes known values only', () => {
    expect(parseBoardFilters({ owner: '0123456789abcdef01234567', source: 'booking', language: 'de', service: 'Student Visa' })).toEqual({
      owner: '0123456789abcdef01234567',
      source: 'booking',
      language: 'de',
      service: 'Student Visa',
    });
    expect(parseBoardFilters({ owner: 'none' }).owner).toBe('none');
    expect(parseBoardFilters({ owner: '{"$ne":1}', source: 'x' })).toEqual(NO_FILTERS);
  });
});
