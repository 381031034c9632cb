/**
 * Focus visible, in contrast (WCAG 2.4.7, 1.4.11): on every screen, each control the
 * keyboard reaches draws a focus ring at least 2 px wide (the app's is 3 px) whose colour is at
 * least 3:1 against what is behind it. Read from the computed styles of the focused control, or
 * of the element that draws its ring (a switch's track, a text field's frame), with Tab.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen, screens } from './screens';

/** Tab stops checked per screen: the banner, the navigation and well into the page. */
const STOPS = 40;

interface Ring {
  control: string;
  width: number;
  contrast: number;
}

/** The focused control's ring: its width and its contrast with the background behind it. */
async function focusRing(page: Page): Promise<Ring | null> {
  return page.evaluate(() => {
    const control = document.activeElement as HTMLElement | null;
    if (!control || control === document.body) return null;
    const parse = (colour: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const linear = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const backgroundOf = (element: Element | null) => {
      for (let at = element; at; at = at.parentElement) {
        const colour = parse(getComputedStyle(at).backgroundColor);
        if (colour.a > 0.5) return colour;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    // The ring is the control's own outline, or that of an element around it that draws it.
    // A control drawn by others (a switch's native input, transparent over its track) shows
    // nothing of its own ring: the one that counts is drawn around it.
    const box = control.getBoundingClientRect();
    const hidden =
      Number(getComputedStyle(control).opacity) === 0 || box.width < 4 || box.height < 4;
    let ringed: Element | null = hidden ? control.parentElement : control;
    for (let depth = 0; ringed && depth < 4; depth++, ringed = ringed.parentElement) {
      const style = getComputedStyle(ringed);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) break;
    }
    const name =
      control.getAttribute('aria-label') ??
      control.textContent?.trim().slice(0, 40) ??
      control.getAttribute('name') ??
      '';
    const label = `<${control.tagName.toLowerCase()}> "${name}"`;
    if (!ringed) return { control: label, width: 0, contrast: 0 };
    const style = getComputedStyle(ringed);
    const ring = luminance(parse(style.outlineColor));
    const behind = luminance(backgroundOf(ringed.parentElement));
    const [light, dark] = ring > behind ? [ring, behind] : [behind, ring];
    return {
      control: label,
      width: parseFloat(style.outlineWidth),
      contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
    };
  });
}

for (const screen of screens) {
  test(`${screen.name}: every control the keyboard reaches shows a ring of 3:1`, async ({
    page,
  }) => {
    await openScreen(page, screen);
    await page.locator('body').focus();
    const weak: string[] = [];
    const seen = new Set<string>();
    for (let stop = 0; stop < STOPS; stop++) {
      await page.keyboard.press('Tab');
      const ring = await focusRing(page);
      if (!ring) break;
      const key = `${ring.control}#${stop}`;
      if (seen.has(key)) break;
      seen.add(key);
      if (ring.width < 2 || ring.contrast < 3) {
        weak.push(`${ring.control}: ${ring.width} px at ${ring.contrast}:1`);
      }
    }
    expect(seen.size, 'controls reached').toBeGreaterThan(0);
    expect(weak).toEqual([]);
  });
}
