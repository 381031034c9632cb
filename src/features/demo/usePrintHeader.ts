import { useEffect } from 'react';
import { SAMPLE_REPORT_NOTICE } from './sample-notice';

/** `text` as a CSS string: quotes and backslashes escaped, line breaks as spaces. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/\s+/g, ' ')}"`;
}

/**
 * Puts `text` in the header of every printed page of the report (the `demo-report` page of
 * demo.module.css), and the sample notice in its footer: a printed page that leaves the
 * report's company (a page of a signed sample) still says it is a sample. A page margin box
 * can only show text written in CSS, so the rule is written while the report is on screen and
 * removed when it leaves.
 */
export function usePrintHeader(text: string): void {
  useEffect(() => {
    const style = document.createElement('style');
    style.textContent = `@page demo-report { @top-left { content: ${cssString(text)}; } @bottom-left { content: ${cssString(SAMPLE_REPORT_NOTICE)}; } }`;
    document.head.append(style);
    return () => style.remove();
  }, [text]);
}
