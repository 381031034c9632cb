/**
 * The sample patient chosen on the intake page lives in the history entry's state: Back
 * from her report shows her again, and nothing about her goes into the URL or web storage.
 */
export interface SelectedIntakeState {
  intakeId?: string;
}

export function selectedIntakeId(state: unknown): string {
  const intakeId = (state as SelectedIntakeState | null)?.intakeId;
  return typeof intakeId === 'string' ? intakeId : '';
}
