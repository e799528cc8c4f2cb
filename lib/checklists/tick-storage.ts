// Which items of a checklist a visitor ticked, kept in this browser only (localStorage, one key per
// checklist): nothing leaves the browser until the visitor sends "check my documents". What is
// stored can be anything (an older version of the page, another site's script, a hand edit), so it
// is read back defensively: only the ids the checklist still has, in its order, each once.

export function tickStorageKey(checklistId: string): string {
  return `checklist-ticks:${checklistId}`;
}

export function parseTicks(stored: string | null, itemIds: readonly string[]): string[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ticked = new Set(value.filter((id): id is string => typeof id === 'string'));
  return itemIds.filter((id) => ticked.has(id));
}

export function serializeTicks(ticked: Iterable<string>): string {
  return JSON.stringify([...ticked]);
}
