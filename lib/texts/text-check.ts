import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { z } from 'zod';
import { isLocale, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';
import { catalogueDefault, isCatalogueKey } from './catalogue';

// The checks of the firm's wording of a catalogue text (issue 45), in the browser and on the
// server alike. A text is parsed with the parser next-intl formats with, so a text accepted here
// is one the pages can format; it must name the same {arguments} and tags as its default, since
// the code fills those in, and it may not be much longer than the default, which the layout was
// made for.

// How long a text may be: twice its default, and at least 80 characters more (a short button
// label may become a little longer).
export function textLengthLimit(defaultText: string): number {
  return Math.max(2 * defaultText.length, defaultText.length + 80);
}

// The parser's error kinds in plain words (the rest are named as the parser names them).
const SYNTAX_WORDS: Record<string, string> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: 'a { is not closed with }',
  EMPTY_ARGUMENT: 'there is an empty {}',
  MALFORMED_ARGUMENT: 'a name between { and } is not a placeholder’s name',
  EXPECT_ARGUMENT_TYPE: 'a placeholder has a comma but no kind after it',
  INVALID_ARGUMENT_TYPE: 'a placeholder’s kind is unknown',
  MISSING_OTHER_CLAUSE: 'a choice has no “other” case',
  UNMATCHED_CLOSING_TAG: 'a closing tag does not match its opening tag',
  UNCLOSED_TAG: 'a tag is not closed',
  INVALID_TAG: 'a tag is malformed',
  INVALID_TAG_NAME: 'a tag’s name is malformed',
};

// A plural or a choice without its `other` case fails when no case matches a value: refused here.
const PARSER_OPTIONS = { requiresOtherClause: true };

type Shape = { argumentNames: Set<string> };

function shapeOf(elements: MessageFormatElement[], shape: Shape = { argumentNames: new Set() }): Shape {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      shapeOf(element.children, shape);
      continue;
    }
    shape.argumentNames.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) shapeOf(option.value, shape);
  }
  return shape;
}

// Tags as written (<b>, </b>, <br/>, <a href="…">), found before parsing: HTML the parser would
// refuse as syntax is named as HTML.
const tagNamesWritten = (text: string) => new Set([...text.matchAll(/<\/?\s*([a-zA-Z][\w.-]*)[^<>]*>/g)].map((match) => match[1]!));

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((item) => b.has(item));
const braces = (names: Iterable<string>) => [...names].map((name) => `{${name}}`).join(', ');
const tags = (names: Iterable<string>) => [...names].map((name) => `<${name}>`).join(', ');

// null: the text is fine; else the message shown under the field.
export function checkTextOverride(defaultText: string, value: string): string | null {
  if (value.trim() === '') return 'Please write the text, or reset it to the default.';

  const defaultTags = tagNamesWritten(defaultText);
  const valueTags = tagNamesWritten(value);
  if (!sameSet(defaultTags, valueTags)) {
    if (defaultTags.size === 0) return `This text cannot hold HTML or tags (${tags(valueTags)}): please write plain text.`;
    const missing = [...defaultTags].filter((name) => !valueTags.has(name));
    const extra = [...valueTags].filter((name) => !defaultTags.has(name));
    return [missing.length ? `The text needs the tags ${tags(missing)} around the same words as the default.` : '', extra.length ? `The tags ${tags(extra)} cannot be used here.` : '']
      .filter(Boolean)
      .join(' ');
  }

  let elements: MessageFormatElement[];
  try {
    elements = parse(value, PARSER_OPTIONS);
  } catch (error) {
    const kind = error instanceof Error ? error.message : String(error);
    return `This text has a mistake in its {…} placeholders: ${SYNTAX_WORDS[kind] ?? kind.toLowerCase().replaceAll('_', ' ')}.`;
  }

  let expected: Shape;
  try {
    expected = shapeOf(parse(defaultText, PARSER_OPTIONS));
  } catch {
    // A default the parser refuses is formatted by the code itself (fillText): compare its {names}.
    expected = { argumentNames: new Set([...defaultText.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)) };
  }
  const actual = shapeOf(elements);
  const missing = [...expected.argumentNames].filter((name) => !actual.argumentNames.has(name));
  const extra = [...actual.argumentNames].filter((name) => !expected.argumentNames.has(name));
  if (missing.length || extra.length) {
    return [
      missing.length ? `The text needs ${braces(missing)}: the page fills in ${missing.length === 1 ? 'that value' : 'those values'} there.` : '',
      extra.length ? `${braces(extra)} is not a value this text can show: ${expected.argumentNames.size ? `it can show ${braces(expected.argumentNames)}` : 'it has no placeholders'}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
  }

  const limit = textLengthLimit(defaultText);
  if (value.length > limit) return `This text is too long: at most ${limit} characters (twice the default, or 80 more than it), it has ${value.length}.`;
  return null;
}

const keySchema = z.string().refine(isCatalogueKey, 'This text is not on the Texts screen.');
const localeSchema = z
  .string()
  .refine((locale) => isLocale(locale) && PUBLISHED_LOCALES.includes(locale), 'Not a language of the site.')
  .transform((locale) => locale as Locale);

// What the screen asks for a text's history.
export const textHistorySchema = z.object({ key: keySchema });

// What the screen's reset sends.
export const textResetSchema = z.object({ key: keySchema, locale: localeSchema });

// What the screen's save sends; the text is checked against its key's default in its language.
export const textSaveSchema = z
  .object({ key: keySchema, locale: localeSchema, value: z.string().max(20_000) })
  .superRefine((input, context) => {
    // A key or language refused above has no default to compare with.
    const defaultText = PUBLISHED_LOCALES.includes(input.locale) ? catalogueDefault(input.key, input.locale) : undefined;
    if (defaultText === undefined) return;
    const problem = checkTextOverride(defaultText, input.value);
    if (problem) context.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
