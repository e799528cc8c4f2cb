// Apart from the stage module (zod, the slug rules), so the board's browser code carries only this.
// How long a lead has been in its stage, as a card shows it: "today", "1 d", "12 d".
export function ageInStage(since: string, now: Date): string {
  const days = Math.floor((now.getTime() - new Date(since).getTime()) / 86_400_000);
  return days < 1 ? 'today' : `${days} d`;
}
