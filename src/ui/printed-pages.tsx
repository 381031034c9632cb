/**
 * What every printed page of a patient's document carries: her name and date of birth at the
 * top, and "Page x of y" at the foot (the visit's documents, the recommendations, the demo's
 * report). A page's margin boxes (CSS `@page`, which Chromium draws on each page) show only text
 * written in CSS, so the rule is written here, in a <style> element, while the document that
 * needs it is mounted: the visit's documents only while one prints, a report while it is on
 * screen. It is the one `@page` rule of the app, so it names no page: a named page would need
 * every box before the document to carry the name too, or the first page breaks off blank.
 */
import { longDay } from './long-date';

/** "Page 1 of 3" in a document's language: the words around the two numbers. */
export interface PageNumberWords {
  page: string;
  of: string;
}

const ENGLISH_PAGE_NUMBERS: PageNumberWords = { page: 'Page', of: 'of' };

/**
 * `text` as a CSS string that no text can end or break out of: every character but a letter
 * or digit of ASCII and the space is written as its code point (`\22 ` for a quote, `\3c ` for
 * `<`), so a quote, a backslash, a line break or `</style>` in a patient's name stays text.
 */
export function cssString(text: string): string {
  const escaped = Array.from(text, (character) =>
    /^[A-Za-z0-9 ]$/.test(character) ? character : `\\${character.codePointAt(0)!.toString(16)} `,
  ).join('');
  return `"${escaped}"`;
}

/** "Maya Thompson · Date of birth: March 14, 2002", in English; her name alone without one. */
export function patientPageHeader(name: string, dateOfBirth: string | undefined): string {
  return dateOfBirth ? `${name} · Date of birth: ${longDay(dateOfBirth)}` : name;
}

/** The margin boxes' type: small and grey, apart from the document. */
const MARGIN_TEXT = 'font: var(--cx-font-caption); color: var(--cx-palette-text-secondary);';

const marginBox = (box: string, content: string) =>
  `@${box} { content: ${content}; ${MARGIN_TEXT} }`;

/**
 * While mounted, heads every printed page with `header` and numbers it "Page x of y" in
 * `words`; `footer`, if given, is at the foot of each page, left.
 */
export function PrintedPages({
  header,
  words = ENGLISH_PAGE_NUMBERS,
  footer,
}: {
  header: string;
  words?: PageNumberWords;
  footer?: string;
}) {
  const numbered = `${cssString(`${words.page} `)} counter(page) ${cssString(` ${words.of} `)} counter(pages)`;
  const boxes = [
    marginBox('top-left', cssString(header)),
    marginBox('bottom-right', numbered),
    ...(footer === undefined ? [] : [marginBox('bottom-left', cssString(footer))]),
  ];
  return <style>{`@page { margin: 18mm 16mm; ${boxes.join(' ')} }`}</style>;
}
