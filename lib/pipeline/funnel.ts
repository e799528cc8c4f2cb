import { NOT_A_FIT_STAGE, type Stage } from './stages';

// The dashboard's pipeline funnel (issue 47): the leads in each stage now, and the conversion
// between consecutive stages. "Reached stage N" = in stage N or a later one now; Not a fit is
// outside the chain (a lead there may have left from any stage, which it does not record), and is
// shown apart. Conversion N → N+1 = reached(N+1) / reached(N) in percent; null when none reached N.

export type FunnelStep = { stage: Stage; count: number; reached: number; conversionToNext: number | null };
export type PipelineFunnel = { steps: FunnelStep[]; notAFit: { stage: Stage; count: number } | null; total: number };

export function funnelOf(stages: readonly Stage[], counts: ReadonlyMap<string, number>): PipelineFunnel {
  const chain = stages.filter((stage) => stage.id !== NOT_A_FIT_STAGE);
  const notAFitStage = stages.find((stage) => stage.id === NOT_A_FIT_STAGE);
  const inStage = chain.map((stage) => counts.get(stage.id) ?? 0);
  const reached = inStage.map((_, index) => inStage.slice(index).reduce((sum, count) => sum + count, 0));
  const steps = chain.map((stage, index) => ({
    stage,
    count: inStage[index]!,
    reached: reached[index]!,
    conversionToNext: index + 1 < chain.length && reached[index]! > 0 ? (reached[index + 1]! / reached[index]!) * 100 : null,
  }));
  const notAFit = notAFitStage ? { stage: notAFitStage, count: counts.get(NOT_A_FIT_STAGE) ?? 0 } : null;
  return { steps, notAFit, total: (reached[0] ?? 0) + (notAFit?.count ?? 0) };
}

// The bookings figure beside it: consultations to come, this Berlin week's (Monday to Sunday, not
// cancelled), and no-shows among those that started in the dashboard's period.
export type BookingFigures = { upcoming: number; thisWeek: number; noShows: number };
