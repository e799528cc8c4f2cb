// A catalogue text's simple {name} arguments filled in the browser: client components get their
// texts as props (never next-intl's formatter, which would join the client bundle), so texts that
// name a value at run time ("Show slide {number} of {count}") are filled here. An argument without
// a value stays as written, so a mistake shows instead of vanishing.
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
