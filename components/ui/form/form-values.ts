// Comparing a form's values with the values it started from (react-hook-form's default values):
// plain data (texts, numbers, booleans, null, arrays and objects of them); anything else (a chosen
// file) is compared as it is.

const isPlain = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);

// The paths (`homeStats.0.value`) whose values differ, down to the first level where the two stop
// having the same shape (a list of another length is one path).
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  if (isPlain(before) && isPlain(after) && Array.isArray(before) === Array.isArray(after) && (!Array.isArray(before) || before.length === (after as unknown as unknown[]).length)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => changedPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key));
  }
  return Object.is(before, after) || (before === undefined && after === undefined) ? [] : [prefix];
}

export function sameValues(before: unknown, after: unknown): boolean {
  return changedPaths(before, after).length === 0;
}
