// The time an adviser is taken, cut into fixed cells: a booking claims every cell its meeting and
// buffers touch, one claim document per adviser and cell (models/booking-claim.ts), whose `_id`
// makes two claims of one cell impossible on both engines (a unique insert is the only write that
// is atomic on FerretDB v1 as on MongoDB). Five minutes divides every interval and duration the
// back office allows.
export const CELL_MINUTES = 5;
const CELL_MS = CELL_MINUTES * 60_000;

// The starts of the cells that [start, end) touches, in time order.
export function cellStarts(start: Date, end: Date): Date[] {
  const cells: Date[] = [];
  for (let cell = Math.floor(start.getTime() / CELL_MS) * CELL_MS; cell < end.getTime(); cell += CELL_MS) cells.push(new Date(cell));
  return cells;
}

// The claim document's id: the adviser and the cell's start in UTC ("adviser:2026-11-30T09:05Z").
export function claimId(adviserId: string, cellStart: Date): string {
  return `${adviserId}:${cellStart.toISOString().slice(0, 16)}Z`;
}
