import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTILE_NAMES } from '../../tests/hostile-input';
import { cssString, patientPageHeader, PrintedPages } from './printed-pages';

/** A CSS string's text, as the browser reads it back (the escapes cssString writes). */
const decoded = (css: string) =>
  css
    .slice(1, -1)
    .replace(/\\([0-9a-f]{1,6}) /g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

const BREAKING_OUT = [
  ...HOSTILE_NAMES,
  'Ann "quoted" O\'Neil',
  'Back\\slash',
  'Line\nbreak\r\fand\ttab',
  '</style><style>@page { @top-left { content: "not her" } }</style>',
  '"; } @page visit-document { @top-left { content: "not her"',
  'Añejo Ñúñez 12ab',
];

describe('a text written as a CSS string', () => {
  it.each(BREAKING_OUT)('keeps %j as text: nothing can end the string or the style', (text) => {
    const css = cssString(text);
    expect(css.startsWith('"') && css.endsWith('"')).toBe(true);
    // Inside the quotes: letters, digits, spaces and escapes only.
    expect(css.slice(1, -1)).toMatch(/^[A-Za-z0-9 \\]*$/);
    expect(decoded(css)).toBe(text);
  });
});

describe('the printed pages of a patient document', () => {
  it('are headed by her name and date of birth', () => {
    expect(patientPageHeader('Maya Thompson', '2002-03-14')).toBe(
      'Maya Thompson · Date of birth: March 14, 2002',
    );
    expect(patientPageHeader('Maya Thompson', undefined)).toBe('Maya Thompson');
  });

  it('are numbered "Page x of y" in the words given, and footed as asked', () => {
    const { container } = render(
      <PrintedPages header="Zoë </style>" words={{ page: 'Página', of: 'de' }} footer="Sample" />,
    );
    const rule = container.querySelector('style')!.textContent!;
    expect(rule).toMatch(/^@page \{ margin: 18mm 16mm; /);
    expect(rule).toContain(`@top-left { content: ${cssString('Zoë </style>')}; `);
    expect(rule).toContain(
      '@bottom-right { content: "P\\e1 gina " counter(page) " de " counter(pages); ',
    );
    expect(rule).toContain('@bottom-left { content: "Sample"; ');
    expect(rule).not.toContain('</style>');
  });
});
