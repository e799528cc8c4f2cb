import type { Request } from '@playwright/test';

// A public form's post to its Server Action (lib/server/public-action.ts), as a script sends it:
// a POST to the page's own address with a Next-Action header.
export function isActionPost(request: Request): boolean {
  return request.method() === 'POST' && request.headers()['next-action'] !== undefined;
}

// The form's fields that post carried. React sends a form's FormData as multipart parts named
// `<argument>_<field>`; JSON fields (a self-check's block) are parsed.
export function postedFields(request: Request, jsonFields: readonly string[] = []): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [, name, value] of (request.postData() ?? '').matchAll(/name="(?:\d+_)?([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) {
    if (name!.startsWith('$ACTION')) continue;
    fields[name!] = jsonFields.includes(name!) ? JSON.parse(value!) : value;
  }
  return fields;
}
