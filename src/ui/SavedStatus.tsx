import { useLocation } from 'react-router-dom';
import { Notice } from './Notice';
import { isSavedState } from './saved-state';

export const SAVED = 'Saved';

/**
 * "Saved", on the page a successful save of a patient, an organization or a provider opens
 * (WCAG 4.1.3). The status region is the area's, there before the save, so a screen
 * reader announces what appears in it; it empties at the next page.
 */
export function SavedStatus() {
  const { state } = useLocation();
  return (
    <div role="status">
      {isSavedState(state) && (
        <Notice severity="success" role="note" spaced>
          {SAVED}
        </Notice>
      )}
    </div>
  );
}
