import type { Request } from '@playwright/test';

// A public form's post to its Server Action (lib/server/public-action.ts), as a script sends it:
// a POST to the page's own address with a Next-Action header.
export function isActionPost(request: Request): boolean {
  return request.method() === 'POST' && request.headers()['next-action'] !== undefined;
}

// The form's fields that post carried. React sends a form's FormData as multipart parts named
// `_<argument>_<field>`, a textarea's line breaks as CRLF (read as LF, as the server stores them);
// JSON fields (a self-check's block) are parsed.
export function postedFields(request: Request, jsonFields: readonly string[] = []): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [, name, value] of (request.postData() ?? '').matchAll(/name="(?:_\d+_)?([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) {
    if (name!.startsWith('$ACTION')) continue;
    const text = value!.replace(/\r\n/g, '\n');
    fields[name!] = jsonFields.includes(name!) ? JSON.parse(text) : text;
  }
  return fields;
}
