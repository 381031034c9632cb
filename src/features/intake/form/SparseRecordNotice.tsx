import type { PatientInformation } from '../../../api/schemas';
import { intakeCatalog } from '../../../domain/intake/catalog';
import { hasPath } from '../../../domain/intake/model/path';
import { Notice } from '../../../ui/Notice';

/**
 * Above a record that lacks some of the form's answers (made by another system, or older): the
 * provider is told before the save, not after, that a backend may keep only the answers a
 * record already holds, and what the app does about it (docs/product.md, "What a save sends").
 */
export function SparseRecordNotice({ information }: { information: PatientInformation }) {
  const absent = intakeCatalog.filter((field) => !hasPath(information, field.key)).length;
  if (absent === 0) return null;
  const held = intakeCatalog.length - absent;
  return (
    <Notice severity="info" role="note" spaced title="This record holds only some answers">
      It holds {held === 0 ? 'none' : held} of the {intakeCatalog.length} answers this form asks
      for. Your answers to the others are sent with your save. Some backends keep only the answers a
      record already holds, so the record is read back after the save: any answer it did not keep is
      named here and stays on this form.
    </Notice>
  );
}
