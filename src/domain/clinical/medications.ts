/**
 * Medicines named in an intake's free-text lists (current_medications, current_supplements) that
 * select a U.S. MEC 2024 chart row, by generic and common brand name. An entry is free text
 * ("Tegretol XR 200 mg twice daily"), so a name matches as whole word(s), whatever the case and
 * punctuation: "St. John's-Wort", "st johns wort" and "ST-JOHNS-WORT" are the same name.
 *
 * The names and dose patterns below are data; the few functions at the end read them all alike.
 */
export type MedicationClass =
  | 'enzyme_inducer' // anticonvulsants phenytoin, carbamazepine, barbiturates, primidone, topiramate, oxcarbazepine; rifampin or rifabutin
  | 'lamotrigine'
  | 'fosamprenavir' // the chart's own ARV row (Lexiva, Telzir)
  | 'other_antiretroviral' // every other antiretroviral, boosters and combination brands included
  | 'st_johns_wort' // St. John's wort / Hypericum perforatum, any spelling
  | 'anticoagulant'; // warfarin, DOACs, heparins, fondaparinux ... with generic and brand names

export type AnticoagulantDose = 'therapeutic' | 'prophylactic' | 'unknown';

// ---------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------

/**
 * Anticoagulants, one list per drug (generic, then brand names), so that the dose patterns below
 * can name the drug they are about. Source: FDA labels (DailyMed); brands marked "ex-US" are the
 * EU/UK/Australian names of the same drug, from their EMA/MHRA/TGA product information.
 */
const anticoagulants = {
  // Vitamin K antagonists: always therapeutic intensity (INR-guided).
  vitaminKAntagonist: [
    'warfarin',
    'coumadin',
    'jantoven',
    'marevan', // ex-US warfarin
    'acenocoumarol', // ex-US
    'sintrom', // ex-US
    'phenprocoumon', // ex-US
    'marcoumar', // ex-US
  ],
  apixaban: ['apixaban', 'eliquis'],
  rivaroxaban: ['rivaroxaban', 'xarelto'],
  dabigatran: ['dabigatran', 'pradaxa'],
  edoxaban: ['edoxaban', 'savaysa', 'lixiana' /* ex-US */],
  betrixaban: ['betrixaban', 'bevyxxa'],
  enoxaparin: ['enoxaparin', 'lovenox', 'clexane' /* ex-US */],
  dalteparin: ['dalteparin', 'fragmin'],
  tinzaparin: ['tinzaparin', 'innohep'],
  heparin: ['heparin', 'unfractionated heparin', 'ufh', 'lmwh'],
  fondaparinux: ['fondaparinux', 'arixtra'],
  parenteralThrombinInhibitor: ['argatroban', 'bivalirudin', 'angiomax', 'desirudin', 'iprivask'],
  // The class named without a drug ("anticoagulation", "DOAC"): an anticoagulant all the same.
  unnamed: ['anticoagulant', 'anticoagulants', 'anticoagulation', 'doac', 'doacs', 'noac', 'noacs'],
} as const satisfies Record<string, readonly string[]>;

const names: Record<MedicationClass, readonly string[]> = {
  // U.S. MEC 2024 summary chart, row "anticonvulsants (phenytoin, carbamazepine, barbiturates,
  // primidone, topiramate, oxcarbazepine); rifampin or rifabutin": enzyme inducers that lower
  // hormone levels. Brand names: FDA labels (DailyMed), including combination products that
  // contain one of these (Qsymia: phentermine/topiramate; Rifamate, Rifater: rifampin/isoniazid
  // [/pyrazinamide]; Talicia: omeprazole/amoxicillin/rifabutin; Fioricet, Fiorinal, Esgic,
  // Allzital, Bupap: butalbital; Donnatal: phenobarbital/belladonna alkaloids).
  enzyme_inducer: [
    'phenytoin',
    'fosphenytoin',
    'dilantin',
    'phenytek',
    'cerebyx',
    'sesquient',
    'carbamazepine',
    'tegretol',
    'carbatrol',
    'epitol',
    'equetro',
    'barbiturate',
    'barbiturates',
    'phenobarbital',
    'phenobarbitone',
    'phenobarb',
    'luminal',
    'sezaby',
    'donnatal',
    'butalbital',
    'fioricet',
    'fiorinal',
    'esgic',
    'allzital',
    'bupap',
    'butabarbital',
    'butisol',
    'secobarbital',
    'seconal',
    'pentobarbital',
    'nembutal',
    'amobarbital',
    'amytal',
    'mephobarbital',
    'mebaral',
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
    'talicia',
  ],
  // U.S. MEC 2024 summary chart, row "lamotrigine". Brands: FDA labels (DailyMed).
  lamotrigine: ['lamotrigine', 'lamictal', 'subvenite'],
  // U.S. MEC 2024, row "antiretroviral fosamprenavir" (FPV, the chart's abbreviation). Brands:
  // FDA label (Lexiva) and EMA (Telzir). Amprenavir (Agenerase, withdrawn) is the same active
  // drug, so it takes this stricter row too.
  fosamprenavir: ['fosamprenavir', 'fpv', 'lexiva', 'telzir', 'amprenavir', 'agenerase'],
  // Every other antiretroviral (U.S. MEC 2024: all other ARVs), generic and brand names from
  // HIVinfo.NIH.gov "FDA-Approved HIV Medicines" and the FDA labels (DailyMed), with the usual
  // abbreviations (DHHS adult and adolescent ARV guidelines). Products that contain ritonavir or
  // an antiretroviral for another indication count too: Paxlovid (nirmatrelvir/ritonavir),
  // Viekira Pak and Technivie (with ritonavir), Epivir-HBV (lamivudine), Vemlidy (tenofovir).
  other_antiretroviral: [
    // NRTIs
    'abacavir',
    'ziagen',
    'emtricitabine',
    'emtriva',
    'lamivudine',
    'epivir',
    'tenofovir',
    'viread',
    'vemlidy',
    'zidovudine',
    'retrovir',
    'didanosine',
    'videx',
    'stavudine',
    'zerit',
    // NNRTIs
    'doravirine',
    'pifeltro',
    'efavirenz',
    'sustiva',
    'etravirine',
    'intelence',
    'nevirapine',
    'viramune',
    'rilpivirine',
    'edurant',
    'delavirdine',
    'rescriptor',
    // Protease inhibitors and pharmacokinetic boosters
    'atazanavir',
    'reyataz',
    'darunavir',
    'prezista',
    'lopinavir',
    'ritonavir',
    'norvir',
    'cobicistat',
    'tybost',
    'tipranavir',
    'aptivus',
    'saquinavir',
    'invirase',
    'indinavir',
    'crixivan',
    'nelfinavir',
    'viracept',
    // Integrase inhibitors
    'bictegravir',
    'cabotegravir',
    'vocabria',
    'apretude',
    'dolutegravir',
    'tivicay',
    'elvitegravir',
    'vitekta',
    'raltegravir',
    'isentress',
    // Entry, attachment, fusion and capsid inhibitors
    'enfuvirtide',
    'fuzeon',
    'maraviroc',
    'selzentry',
    'celsentri',
    'fostemsavir',
    'rukobia',
    'ibalizumab',
    'trogarzo',
    'lenacapavir',
    'sunlenca',
    'yeztugo',
    // Combination brands
    'atripla',
    'biktarvy',
    'cabenuva',
    'cimduo',
    'combivir',
    'complera',
    'delstrigo',
    'descovy',
    'dovato',
    'epzicom',
    'kivexa',
    'evotaz',
    'genvoya',
    'juluca',
    'kaletra',
    'odefsey',
    'prezcobix',
    'rezolsta',
    'stribild',
    'symfi',
    'symtuza',
    'temixys',
    'triumeq',
    'trizivir',
    'truvada',
    'paxlovid',
    'viekira',
    'technivie',
    // Abbreviations
    '3tc',
    'azt',
    'zdv',
    'ftc',
    'tdf',
    'taf',
    'efv',
    'nvp',
    'rpv',
    'drv',
    'atv',
    'lpv',
    'dtg',
    // The class named without a drug
    'antiretroviral',
    'antiretrovirals',
    'arv',
    'arvs',
    'haart',
    'hiv prep',
    'prep hiv',
    'hiv pep',
    'pep hiv',
  ],
  // U.S. MEC 2024, row "St. John's wort" (Hypericum perforatum), in the spellings people write;
  // "St.John's" without a space reads as "stjohns".
  st_johns_wort: [
    "St. John's wort",
    'St. John wort',
    'St. Johnswort',
    "Saint John's wort",
    'Saint John wort',
    'Saint Johnswort',
    "St.John's wort",
    'St.John wort',
    'St.Johnswort',
    'Hypericum',
    'SJW',
  ],
  // U.S. MEC 2024, rows "DVT/PE, on therapeutic anticoagulation" and "DVT/PE history,
  // prophylactic-dose anticoagulation": every anticoagulant above. Antiplatelets (aspirin,
  // clopidogrel) are not anticoagulants.
  anticoagulant: Object.values(anticoagulants).flat(),
};

// ---------------------------------------------------------------------------------------------
// Dose patterns
// ---------------------------------------------------------------------------------------------

type Unit = 'mg' | 'mg/kg' | 'units';

/** A dose stated as a number with its unit ("2.5mg", "5 mg", "5,000 units"). */
interface Dose {
  readonly amounts: readonly number[];
  readonly unit: Unit;
}

/**
 * One reading of an anticoagulant entry's dose. It is seen when the entry names one of `drugs`
 * (any entry when absent), states one of `doses` (if given), contains one of `words` (if given,
 * not negated: "non-therapeutic" is not "therapeutic"), and says it is taken once daily (if
 * `onceDaily`).
 */
interface DoseSignal {
  readonly intensity: Exclude<AnticoagulantDose, 'unknown'>;
  readonly drugs?: readonly string[];
  readonly doses?: readonly Dose[];
  readonly words?: readonly string[];
  readonly onceDaily?: true;
}

/**
 * The stricter reading wins: U.S. MEC's prophylactic-dose row is the stricter one, so a signal of
 * therapeutic intensity is listed only where the text says so beyond doubt. Doses are those of
 * the FDA labels (DailyMed): Lovenox (enoxaparin 1 mg/kg every 12 h or 1.5 mg/kg daily for
 * treatment; 40 mg once daily, or 30 mg, for prophylaxis), Heparin Sodium Injection (5,000 units
 * subcutaneously for prophylaxis), Fragmin (dalteparin 5,000 IU for prophylaxis), Arixtra
 * (fondaparinux 2.5 mg for prophylaxis), Eliquis (apixaban 5 or 10 mg treatment, 2.5 mg
 * prophylaxis), Xarelto (rivaroxaban 15 or 20 mg treatment, 10 mg prophylaxis), Pradaxa
 * (dabigatran 150 mg), Savaysa (edoxaban 60 mg); Coumadin/Jantoven (warfarin, dosed to a
 * therapeutic INR).
 */
const doseSignals: readonly DoseSignal[] = [
  { intensity: 'therapeutic', drugs: anticoagulants.vitaminKAntagonist },
  {
    intensity: 'therapeutic',
    words: ['therapeutic', 'treatment dose', 'treatment dosing', 'full dose', 'full dosing'],
  },
  {
    intensity: 'therapeutic',
    drugs: anticoagulants.enoxaparin,
    doses: [{ amounts: [1, 1.5], unit: 'mg/kg' }],
  },
  {
    intensity: 'therapeutic',
    drugs: anticoagulants.apixaban,
    doses: [{ amounts: [5, 10], unit: 'mg' }],
  },
  {
    intensity: 'therapeutic',
    drugs: anticoagulants.rivaroxaban,
    doses: [{ amounts: [15, 20], unit: 'mg' }],
  },
  {
    intensity: 'therapeutic',
    drugs: anticoagulants.dabigatran,
    doses: [{ amounts: [150], unit: 'mg' }],
  },
  {
    intensity: 'therapeutic',
    drugs: anticoagulants.edoxaban,
    doses: [{ amounts: [60], unit: 'mg' }],
  },
  {
    intensity: 'prophylactic',
    words: [
      'prophylactic',
      'prophylaxis',
      'preventive',
      'preventative',
      'dvt prevention',
      'vte prevention',
    ],
  },
  {
    intensity: 'prophylactic',
    drugs: anticoagulants.enoxaparin,
    doses: [{ amounts: [30, 40], unit: 'mg' }],
    onceDaily: true,
  },
  {
    intensity: 'prophylactic',
    drugs: anticoagulants.heparin,
    doses: [{ amounts: [5000], unit: 'units' }],
  },
  {
    intensity: 'prophylactic',
    drugs: anticoagulants.dalteparin,
    doses: [{ amounts: [5000], unit: 'units' }],
  },
  {
    intensity: 'prophylactic',
    drugs: anticoagulants.fondaparinux,
    doses: [{ amounts: [2.5], unit: 'mg' }],
  },
  {
    intensity: 'prophylactic',
    drugs: anticoagulants.apixaban,
    doses: [{ amounts: [2.5], unit: 'mg' }],
  },
  {
    intensity: 'prophylactic',
    drugs: anticoagulants.rivaroxaban,
    doses: [{ amounts: [10], unit: 'mg' }],
  },
];

/** How a unit is written, after normalisation (slashes are spaces). */
const unitSpellings: Record<Unit, string> = {
  mg: '(?:mg|milligrams?)(?! (?:per )?kg(?![a-z]))',
  'mg/kg': '(?:mg|milligrams?) (?:per )?(?:kg|kilograms?)',
  units: '(?:units?|u|iu|international units?)(?! (?:per )?kg(?![a-z]))',
};

/** "Once daily", as written; not "twice daily" or "3 times daily". */
const onceDailyWords = [
  'once daily',
  'daily',
  'once a day',
  'once per day',
  'every day',
  'every 24 hours',
  'qd',
  'qday',
  'od',
  'q24h',
  'q 24h',
  'q24 h',
  'q 24 h',
];
const notOnceDaily = ['twice', 'times', 'x', '2x', '3x', '4x'];

/** Words that, just before a dose word, deny it ("non-therapeutic", "not prophylactic"). */
const negations = ['no', 'not', 'non', 'sub'];

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/**
 * Lowercase and without accents; apostrophes removed; every other punctuation mark a space, and
 * spaces collapsed. Periods are removed, except, with `keepNumbers`, a decimal point ("2.5");
 * `keepNumbers` also drops thousands separators ("5,000" reads 5000).
 */
function normalise(text: string, keepNumbers = false): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019\u02bc`\u00b4]/g, '');
  const numbers = keepNumbers
    ? plain.replace(/(\d),(?=\d{3}(?!\d))/g, '$1').replace(/(?<!\d)\.|\.(?!\d)/g, '')
    : plain.replace(/\./g, '');
  return numbers
    .replace(keepNumbers ? /[^a-z0-9.]+/g : /[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ +/g, ' ');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression for any of the phrases as whole words, unless preceded by a veto word. */
function wordsPattern(phrases: readonly string[], vetoes: readonly string[] = []): RegExp {
  const alternatives = phrases.map((phrase) => escape(normalise(phrase, true))).join('|');
  const veto = vetoes.length
    ? `(?<!(?:^| )(?:${vetoes.map((word) => escape(word)).join('|')}) )`
    : '';
  return new RegExp(`${veto}(?<=^| )(?:${alternatives})(?= |$)`);
}

/**
 * A dose as a number with its unit: not part of a longer number ("25 mg" is not "5 mg", "12.5 mg"
 * is not "2.5 mg") nor the second number of a range ("2.5-5 mg" is neither 2.5 nor 5 mg).
 */
function dosePattern({ amounts, unit }: Dose): RegExp {
  const numbers = amounts.map((amount) => escape(String(amount))).join('|');
  return new RegExp(
    `(?<![\\d.])(?<!\\d(?: (?:to|or))? )(?:${numbers})(?:\\.0+)? ?${unitSpellings[unit]}(?![a-z])`,
  );
}

/** Whether the normalised entry names any of the names, as whole word(s). */
function namesAny(normalisedEntry: string, normalisedNames: readonly string[]): boolean {
  const padded = ` ${normalisedEntry} `;
  return normalisedNames.some((name) => padded.includes(` ${name} `));
}

const normalisedNames = new Map(
  Object.entries(names).map(([group, list]) => [group, list.map((name) => normalise(name))]),
);

const onceDailyPattern = wordsPattern(onceDailyWords, notOnceDaily);

const compiledSignals = doseSignals.map((signal) => ({
  intensity: signal.intensity,
  drugs: signal.drugs?.map((name) => normalise(name)),
  doses: signal.doses?.map(dosePattern),
  words: signal.words && wordsPattern(signal.words, negations),
  onceDaily: signal.onceDaily,
}));

/** The entries of the list that name a medicine of this class, as written (original text). */
export function medicationsOf(group: MedicationClass, entries: readonly string[]): string[] {
  return entries.filter((entry) => namesAny(normalise(entry), normalisedNames.get(group) ?? []));
}

/** The dose intensity an anticoagulant entry states; 'unknown' where the text does not say. */
export function anticoagulantDose(entry: string): AnticoagulantDose {
  const words = normalise(entry);
  const text = normalise(entry, true);
  const seen = new Set(
    compiledSignals
      .filter(
        (signal) =>
          (!signal.drugs || namesAny(words, signal.drugs)) &&
          (!signal.doses || signal.doses.some((pattern) => pattern.test(text))) &&
          (!signal.words || signal.words.test(text)) &&
          (!signal.onceDaily || onceDailyPattern.test(text)),
      )
      .map((signal) => signal.intensity),
  );
  if (seen.has('therapeutic') === seen.has('prophylactic')) return 'unknown';
  return seen.has('therapeutic') ? 'therapeutic' : 'prophylactic';
}
