/**
 * Printing one of the visit's documents alone: the page marks which one (`data-print` on the
 * root element), the print style sheet then shows only the print root that holds it
 * (documents.module.css), and the mark is cleared once the browser has printed.
 */
export type PrintedDocument = 'summary' | 'note';

export function printDocument(document_: PrintedDocument, onDone: () => void): void {
  const root = document.documentElement;
  root.dataset.print = document_;
  window.addEventListener(
    'afterprint',
    () => {
      delete root.dataset.print;
      onDone();
    },
    { once: true },
  );
  window.print();
}
