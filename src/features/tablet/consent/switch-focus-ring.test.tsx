/**
 * The legal switches' focus ring (WCAG 2.4.7, 1.4.11). A switch's focus lands on its
 * native input, drawn nowhere: tablet.module.css rings the switch and its words instead. Vitest
 * loads no CSS, so this puts the tablet's sheet in the page itself, its classes named as the
 * components get them, and reads what the page would draw. jsdom cannot tell keyboard focus
 * from any other on a switch (its :focus-visible guesses, wrongly after a Tab), so here
 * :focus-visible reads as :focus. The ring on screen, and that a tap draws none, are checked
 * in a browser.
 */
import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/render-app';
import tablet from '../../../ui/tablet.module.css';

const RING = { outline: '3px solid var(--cx-palette-primary-main)', outlineOffset: '2px' };

/**
 * tablet.module.css as the page would have it, each local class by its hashed name, and
 * keyboard focus as any focus.
 */
function tabletSheet(): string {
  const css = readFileSync(join(__dirname, '..', '..', '..', 'ui', 'tablet.module.css'), 'utf8');
  const names = tablet as Record<string, string>;
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\.(-?[_a-zA-Z][\w-]*)/g, (found, name: string) =>
      names[name] ? `.${names[name]}` : found,
    )
    .replace(/:focus-visible/g, ':focus');
}

let style: HTMLStyleElement;
beforeEach(() => {
  style = document.createElement('style');
  style.textContent = tabletSheet();
  document.head.append(style);
});
afterEach(() => style.remove());

/** The ring drawn round the label a switch sits in (the switch drawn, and its words). */
function ringOf(control: HTMLElement) {
  // jsdom keeps an element's computed style until the document changes, and a move of the
  // focus is no change to it: the sheet written anew makes it read them again.
  style.textContent = tabletSheet();
  const { outline, outlineOffset } = getComputedStyle(control.closest('label')!);
  return { outline, outlineOffset };
}

describe('a legal switch focused from the keyboard', () => {
  it('is ringed whole, 3 px of the primary colour 2 px off, and only while focused', async () => {
    const app = renderApp('/legal/1', 'provider');
    await screen.findByRole('heading', { name: 'Before we start' });
    const privacy = screen.getByRole('switch', { name: 'I agree: Privacy Policy' });
    const terms = screen.getByRole('switch', { name: 'I agree: Terms & Conditions' });
    // The ring goes round the words shown too.
    expect(within(privacy.closest('label')!).getByText('I agree')).toBeInTheDocument();
    expect(ringOf(privacy)).not.toEqual(RING);

    // Tab through the statement's link to its switch, still off.
    while (document.activeElement !== privacy) await app.user.tab();
    expect(privacy).not.toBeChecked();
    expect(ringOf(privacy)).toEqual(RING);
    expect(ringOf(terms)).not.toEqual(RING);

    // On, and on to the next: the ring goes with the focus.
    await app.user.keyboard(' ');
    expect(privacy).toBeChecked();
    expect(ringOf(privacy)).toEqual(RING);
    while (document.activeElement !== terms) await app.user.tab();
    expect(ringOf(privacy)).not.toEqual(RING);
    expect(ringOf(terms)).toEqual(RING);
  });
});
