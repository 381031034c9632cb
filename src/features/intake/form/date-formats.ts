/**
 * The first date input a browser tab draws costs it a one-off load of the date formats (ICU) and
 * of the date field's own styles: at 4x CPU slowdown a task of 100-200 ms that no slicing of the
 * form can split. The form's page has one drawn, hidden, in a task of its own while the record
 * loads, and builds the form after it (docs/architecture.md, "Budgets").
 */
import { startTransition, useEffect, useState } from 'react';

let loaded = false;

function drawDateInput(): void {
  const input = document.createElement('input');
  input.type = 'date';
  // Drawn (not display: none, which would leave its styles uncomputed), but out of sight.
  input.style.position = 'absolute';
  input.style.visibility = 'hidden';
  document.body.append(input);
  // Reading its box has the browser style and lay it out now.
  input.getBoundingClientRect();
  input.remove();
  loaded = true;
}

/** True once the date formats are loaded, set in a transition: what it shows is built in one. */
export function useDateFormats(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    const task = setTimeout(() => {
      drawDateInput();
      startTransition(() => setReady(true));
    });
    return () => clearTimeout(task);
  }, [ready]);
  return ready;
}
