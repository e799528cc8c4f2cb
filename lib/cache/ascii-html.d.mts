export function asciiHtml(html: string): string;
