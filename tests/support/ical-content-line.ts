// A strict reader of one iCalendar content line (RFC 5545 3.1), for the tests of the booking
// invitation: it refuses what the grammar does not allow instead of guessing, so a value that
// breaks out of its quotes (a name with `"` written as `\"`) shows up as an error or as a parameter
// of its own, never as part of the name.
//
//   contentline  = name *(";" param ) ":" value
//   name         = iana-token / x-name          iana-token = 1*(ALPHA / DIGIT / "-")
//   param        = param-name "=" param-value *("," param-value)
//   param-value  = paramtext / quoted-string
//   paramtext    = *SAFE-CHAR                   SAFE-CHAR  = any but CONTROL, DQUOTE, ";", ":", ","
//   quoted-string = DQUOTE *QSAFE-CHAR DQUOTE   QSAFE-CHAR = any but CONTROL and DQUOTE
//   value        = *VALUE-CHAR                  VALUE-CHAR = any but CONTROL (WSP allowed)

export type ContentLine = { name: string; params: Array<{ name: string; values: string[] }>; value: string };

// CONTROL = %x00-08 / %x0A-1F / %x7F (HTAB is allowed where WSP is).
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/;
const TOKEN = /^[A-Za-z0-9-]+/;

export function parseContentLine(line: string): ContentLine {
  const fail = (at: number, why: string): never => {
    throw new Error(`not an RFC 5545 content line (${why} at ${at}): ${line}`);
  };
  let at = 0;
  const token = (what: string): string => {
    const match = TOKEN.exec(line.slice(at));
    if (!match) fail(at, `${what} expected`);
    at += match![0].length;
    return match![0];
  };
  const paramValue = (): string => {
    if (line[at] === '"') {
      const close = line.indexOf('"', at + 1);
      if (close < 0) fail(at, 'unterminated quoted-string');
      const text = line.slice(at + 1, close);
      if (CONTROL.test(text)) fail(at, 'control character in quoted-string');
      at = close + 1;
      return text;
    }
    const start = at;
    while (at < line.length && !/[";:,]/.test(line[at]!) && !CONTROL.test(line[at]!)) at += 1;
    return line.slice(start, at);
  };

  const name = token('name');
  const params: ContentLine['params'] = [];
  while (line[at] === ';') {
    at += 1;
    const paramName = token('param-name');
    if (line[at] !== '=') fail(at, '"=" expected');
    at += 1;
    const values = [paramValue()];
    while (line[at] === ',') {
      at += 1;
      values.push(paramValue());
    }
    params.push({ name: paramName.toUpperCase(), values });
  }
  if (line[at] !== ':') fail(at, '";" or ":" expected after a parameter');
  const value = line.slice(at + 1);
  if (CONTROL.test(value)) fail(at, 'control character in value');
  return { name: name.toUpperCase(), params, value };
}

// RFC 6868: the caret escapes of a parameter value (^' for DQUOTE, ^n for a line break, ^^ for ^).
export function decodeParamValue(value: string): string {
  return value.replace(/\^(['n^])/g, (_, code: string) => (code === "'" ? '"' : code === 'n' ? '\n' : '^'));
}

// The content lines of an iCalendar text, long lines unfolded (RFC 5545 3.1). A mail part read back
// may have lost its CRs, so a bare LF ends a line too.
export function contentLines(ics: string): string[] {
  return ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
}

// The one line named `name` (ATTENDEE, ORGANIZER), read strictly.
export function strictLine(ics: string, name: string): ContentLine {
  const found = contentLines(ics).filter((line) => line.toUpperCase().startsWith(`${name};`) || line.toUpperCase().startsWith(`${name}:`));
  if (found.length !== 1) throw new Error(`expected one ${name} line, found ${found.length}`);
  return parseContentLine(found[0]!);
}
