export function asciiHtml(html: string): string;
export function asciiJson(value: unknown): string;
