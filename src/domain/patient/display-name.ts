/** How a patient is named on screen: one rule for headings, summary lines and link labels. */

/** A patient of the list ({ email, name }) or a full record ({ email, information.name }). */
export type NamedPatient =
  { email: string; name?: unknown } | { email: string; information: { name?: unknown } };

/** The patient's trimmed name, or '' when the record has none. */
function nameOf(patient: NamedPatient): string {
  const name = 'information' in patient ? patient.information.name : patient.name;
  return typeof name === 'string' ? name.trim() : '';
}

/** The patient's name, or the email when there is none. */
export function displayName(patient: NamedPatient): string {
  return nameOf(patient) || patient.email;
}

/**
 * The name and the email when the patient has a name, else just the email: shown joined by
 * " · ", each part isolated, so a right-to-left name does not reorder the line.
 */
export function nameAndEmail(patient: NamedPatient): string[] {
  const name = nameOf(patient);
  return name ? [name, patient.email] : [patient.email];
}
