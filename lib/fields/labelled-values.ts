// A closed list of values with a label each (statuses, sources, channels) is written once, as its
// labels in the list's order: the values are their keys, as the tuple z.enum and a mongoose enum
// take. No key may look like a number (an object puts those first, which would change the order).
export function valuesOf<const Value extends string>(labels: Record<Value, string>): readonly [Value, ...Value[]] {
  return Object.keys(labels) as unknown as readonly [Value, ...Value[]];
}
