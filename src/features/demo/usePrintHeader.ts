import { useEffect } from 'react';

/** `text` as a CSS string: quotes and backslashes escaped, line breaks as spaces. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/\s+/g, ' ')}"`;
}

/**
 * Puts `text` in the header of every printed page of the report (the `demo-report` page of
 * demo.css). A page margin box can only show text written in CSS, so the rule is written
 * while the report is on screen and removed when it leaves.
 */
export function usePrintHeader(text: string): void {
  useEffect(() => {
    const style = document.createElement('style');
    style.textContent = `@page demo-report { @top-left { content: ${cssString(text)}; } }`;
    document.head.append(style);
    return () => style.remove();
  }, [text]);
}
