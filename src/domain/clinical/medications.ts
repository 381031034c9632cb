/**
 * Medicines named in an intake's current_medications that a U.S. MEC row asks about, by
 * generic and common brand name. The list is free text ("Tegretol XR 200 mg twice daily"),
 * so a name matches as a whole word, whatever its case.
 */
export type MedicationClass = 'enzyme_inducer' | 'lamotrigine' | 'anticoagulant';

const names: Record<MedicationClass, readonly string[]> = {
  // The chart's anticonvulsants (phenytoin, carbamazepine, barbiturates, primidone, topiramate,
  // oxcarbazepine) and rifampin or rifabutin: they induce the enzymes that clear hormones.
  enzyme_inducer: [
    'phenytoin',
    'fosphenytoin',
    'dilantin',
    'phenytek',
    'cerebyx',
    'carbamazepine',
    'tegretol',
    'carbatrol',
    'epitol',
    'equetro',
    'phenobarbital',
    'butalbital',
    'primidone',
    'mysoline',
    'topiramate',
    'topamax',
    'trokendi',
    'qudexy',
    'eprontia',
    'qsymia',
    'oxcarbazepine',
    'trileptal',
    'oxtellar',
    'rifampin',
    'rifampicin',
    'rifadin',
    'rimactane',
    'rifamate',
    'rifater',
    'rifabutin',
    'mycobutin',
  ],
  lamotrigine: ['lamotrigine', 'lamictal', 'subvenite'],
  // Therapeutic anticoagulation selects the chart's DVT/PE row for it.
  anticoagulant: [
    'warfarin',
    'coumadin',
    'jantoven',
    'apixaban',
    'eliquis',
    'rivaroxaban',
    'xarelto',
    'dabigatran',
    'pradaxa',
    'edoxaban',
    'savaysa',
    'enoxaparin',
    'lovenox',
    'dalteparin',
    'fragmin',
    'fondaparinux',
    'arixtra',
    'heparin',
  ],
};

const patterns = Object.fromEntries(
  Object.entries(names).map(([group, list]) => [
    group,
    new RegExp(`\\b(?:${list.join('|')})\\b`, 'i'),
  ]),
) as Record<MedicationClass, RegExp>;

/** The entries of the list that name a medicine of this class, as written. */
export function medicationsOf(group: MedicationClass, medications: readonly string[]): string[] {
  return medications.filter((medication) => patterns[group].test(medication));
}
