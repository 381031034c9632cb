import { describe, expect, it } from 'vitest';
import {
  anticoagulantDose,
  medicationsOf,
  type AnticoagulantDose,
  type MedicationClass,
} from './medications';

const CLASSES: MedicationClass[] = [
  'enzyme_inducer',
  'lamotrigine',
  'fosamprenavir',
  'other_antiretroviral',
  'st_johns_wort',
  'anticoagulant',
];

/** The classes whose names the entry holds, in the order of CLASSES. */
const classesOf = (entry: string) =>
  CLASSES.filter((group) => medicationsOf(group, [entry]).length > 0);

describe('medicationsOf', () => {
  // Each entry, and exactly the classes it must be found in ([] = none).
  const table: [string, MedicationClass[]][] = [
    // Enzyme inducers: the chart's anticonvulsants, rifampin and rifabutin.
    ['Phenytoin 100 mg TID', ['enzyme_inducer']],
    ['DILANTIN 300mg', ['enzyme_inducer']],
    ['Dilantin-125 suspension', ['enzyme_inducer']],
    ['fosphenytoin (Cerebyx)', ['enzyme_inducer']],
    ['Tegretol XR 200 mg twice daily', ['enzyme_inducer']],
    ['carbamazepine ER', ['enzyme_inducer']],
    ['Carbatrol', ['enzyme_inducer']],
    ['equetro 100MG', ['enzyme_inducer']],
    ['phenobarbital 60 mg', ['enzyme_inducer']],
    ['Phenobarb', ['enzyme_inducer']],
    ['Fioricet (butalbital/APAP/caffeine)', ['enzyme_inducer']],
    ['barbiturates', ['enzyme_inducer']],
    ['primidone 250 mg', ['enzyme_inducer']],
    ['MYSOLINE', ['enzyme_inducer']],
    ['Topiramate 50mg', ['enzyme_inducer']],
    ['Topamax', ['enzyme_inducer']],
    ['Trokendi XR', ['enzyme_inducer']],
    ['Qudexy-XR', ['enzyme_inducer']],
    ['Qsymia 7.5/46 mg', ['enzyme_inducer']],
    ['oxcarbazepine 300 mg', ['enzyme_inducer']],
    ['Trileptal', ['enzyme_inducer']],
    ['Oxtellar XR', ['enzyme_inducer']],
    ['rifampin 600 mg', ['enzyme_inducer']],
    ['Rifampicin', ['enzyme_inducer']],
    ['rifampin/isoniazid', ['enzyme_inducer']],
    ['RIFADIN', ['enzyme_inducer']],
    ['Rifamate', ['enzyme_inducer']],
    ['rifabutin 300mg', ['enzyme_inducer']],
    ['Mycobutin', ['enzyme_inducer']],
    ['Talicia (omeprazole, amoxicillin, rifabutin)', ['enzyme_inducer']],
    // Lamotrigine
    ['Lamictal XR 100 mg', ['lamotrigine']],
    ['LAMOTRIGINE 25mg', ['lamotrigine']],
    ['lamictal-odt', ['lamotrigine']],
    ['Subvenite', ['lamotrigine']],
    // A hyphen is a space, so the name is a whole word here: the stricter reading.
    ['lamotrigine-free', ['lamotrigine']],
    // Fosamprenavir: its own row, never also "other antiretroviral".
    ['Lexiva 700 mg BID', ['fosamprenavir']],
    ['fosamprenavir', ['fosamprenavir']],
    ['TELZIR', ['fosamprenavir']],
    ['FPV', ['fosamprenavir']],
    ['Agenerase (amprenavir)', ['fosamprenavir']],
    // ... but the ritonavir beside it is another antiretroviral.
    ['Lexiva 700 mg + ritonavir 100 mg', ['fosamprenavir', 'other_antiretroviral']],
    // Other antiretrovirals: generics, boosters, combination brands, abbreviations.
    ['efavirenz 600 mg', ['other_antiretroviral']],
    ['Norvir 100mg', ['other_antiretroviral']],
    ['cobicistat', ['other_antiretroviral']],
    ['dolutegravir 50 mg', ['other_antiretroviral']],
    ['Tivicay', ['other_antiretroviral']],
    ['Isentress HD', ['other_antiretroviral']],
    ['tenofovir disoproxil fumarate', ['other_antiretroviral']],
    ['maraviroc (Selzentry)', ['other_antiretroviral']],
    ['Fuzeon', ['other_antiretroviral']],
    ['Rukobia (fostemsavir)', ['other_antiretroviral']],
    ['Sunlenca', ['other_antiretroviral']],
    ['Apretude q2 months', ['other_antiretroviral']],
    ['Biktarvy 1 tab daily', ['other_antiretroviral']],
    ['GENVOYA', ['other_antiretroviral']],
    ['Stribild', ['other_antiretroviral']],
    ['triumeq', ['other_antiretroviral']],
    ['Dovato', ['other_antiretroviral']],
    ['Odefsey', ['other_antiretroviral']],
    ['Complera', ['other_antiretroviral']],
    ['Atripla', ['other_antiretroviral']],
    ['Symtuza', ['other_antiretroviral']],
    ['Descovy for PrEP', ['other_antiretroviral']],
    ['Truvada', ['other_antiretroviral']],
    ['Juluca', ['other_antiretroviral']],
    ['Cabenuva injection monthly', ['other_antiretroviral']],
    ['Symfi Lo', ['other_antiretroviral']],
    ['Delstrigo', ['other_antiretroviral']],
    ['Kaletra (lopinavir/ritonavir)', ['other_antiretroviral']],
    ['Prezcobix', ['other_antiretroviral']],
    ['Evotaz', ['other_antiretroviral']],
    ['Cimduo', ['other_antiretroviral']],
    ['Temixys', ['other_antiretroviral']],
    ['Paxlovid (nirmatrelvir/ritonavir)', ['other_antiretroviral']],
    ['FTC/TDF', ['other_antiretroviral']],
    ['3TC', ['other_antiretroviral']],
    ['HIV PrEP', ['other_antiretroviral']],
    ['antiretroviral therapy', ['other_antiretroviral']],
    // St. John's wort, any spelling, in either list.
    ["St. John's Wort 300mg", ['st_johns_wort']],
    ['St Johns wort', ['st_johns_wort']],
    ["st-john's-wort", ['st_johns_wort']],
    ['St. John\u2019s Wort', ['st_johns_wort']],
    ["St.John's wort", ['st_johns_wort']],
    ['St Johnswort', ['st_johns_wort']],
    ["Saint John's wort", ['st_johns_wort']],
    ['SAINT JOHNS WORT', ['st_johns_wort']],
    ['Hypericum perforatum extract', ['st_johns_wort']],
    ['hypericum', ['st_johns_wort']],
    ['SJW 900 mg/day', ['st_johns_wort']],
    // Anticoagulants
    ['Warfarin 5 mg', ['anticoagulant']],
    ['COUMADIN', ['anticoagulant']],
    ['Jantoven', ['anticoagulant']],
    ['Eliquis 5 mg BID', ['anticoagulant']],
    ['apixaban', ['anticoagulant']],
    ['XARELTO 20 mg daily', ['anticoagulant']],
    ['rivaroxaban', ['anticoagulant']],
    ['Pradaxa', ['anticoagulant']],
    ['dabigatran etexilate', ['anticoagulant']],
    ['Savaysa', ['anticoagulant']],
    ['edoxaban', ['anticoagulant']],
    ['enoxaparin 40 mg SC daily (prophylaxis)', ['anticoagulant']],
    ['Lovenox', ['anticoagulant']],
    ['Fragmin', ['anticoagulant']],
    ['dalteparin', ['anticoagulant']],
    ['fondaparinux', ['anticoagulant']],
    ['Arixtra', ['anticoagulant']],
    ['heparin 5,000 units', ['anticoagulant']],
    ['low-molecular-weight heparin', ['anticoagulant']],
    ['LMWH', ['anticoagulant']],
    ['DOAC', ['anticoagulant']],
    ['argatroban', ['anticoagulant']],
    // One entry may name medicines of several classes.
    ['carbamazepine + lamotrigine', ['enzyme_inducer', 'lamotrigine']],
    ['warfarin; St Johns Wort', ['st_johns_wort', 'anticoagulant']],
    // Near misses and other medicines: no class.
    ['rifaximin 550 mg', []],
    ['Xifaxan', []],
    ['isoniazid 300 mg', []],
    ['topical hydrocortisone', []],
    ['phenytoinX', []],
    ['antitopiramate', []],
    ['levetiracetam (Keppra)', []],
    ['Depakote', []],
    ['gabapentin', []],
    ['acyclovir', []],
    ['valacyclovir (Valtrex)', []],
    ['bowel prep', []],
    ['Preparation H', []],
    ['St. Joseph aspirin 81 mg', []],
    ['heparinoid cream', []],
    ['aspirin 81 mg', []],
    ['clopidogrel (Plavix)', []],
    ['vitamin K', []],
    ['vitamin D 1000 IU', []],
    ['Ortho Tri-Cyclen', []],
    ['', []],
  ];

  it.each(table)('%s -> %j', (entry, classes) => {
    expect(classesOf(entry)).toEqual(classes);
  });

  it('returns the matching entries as written, in their order', () => {
    const list = [
      '  St. John\u2019s Wort 300mg ',
      'vitamin D',
      'Tegretol XR 200 mg twice daily',
      'HYPERICUM tea',
    ];
    expect(medicationsOf('st_johns_wort', list)).toEqual([
      '  St. John\u2019s Wort 300mg ',
      'HYPERICUM tea',
    ]);
    expect(medicationsOf('enzyme_inducer', list)).toEqual(['Tegretol XR 200 mg twice daily']);
    expect(medicationsOf('anticoagulant', list)).toEqual([]);
    expect(medicationsOf('lamotrigine', [])).toEqual([]);
  });
});

describe('anticoagulantDose', () => {
  const table: [string, AnticoagulantDose][] = [
    // Vitamin K antagonists are always of therapeutic intensity.
    ['warfarin 5 mg daily', 'therapeutic'],
    ['Coumadin', 'therapeutic'],
    ['JANTOVEN 2.5mg', 'therapeutic'],
    ['warfarin (INR goal 2-3)', 'therapeutic'],
    // Words that say therapeutic.
    ['heparin infusion, therapeutic', 'therapeutic'],
    ['Lovenox treatment dose', 'therapeutic'],
    ['enoxaparin full-dose', 'therapeutic'],
    ['Xarelto full dose', 'therapeutic'],
    // Therapeutic doses.
    ['enoxaparin 1 mg/kg SC q12h', 'therapeutic'],
    ['Lovenox 1.5mg/kg daily', 'therapeutic'],
    ['enoxaparin 1 mg per kg twice daily', 'therapeutic'],
    ['Eliquis 5 mg BID', 'therapeutic'],
    ['apixaban 5mg twice daily', 'therapeutic'],
    ['apixaban 5.0 mg', 'therapeutic'],
    ['apixaban 10 mg BID x 7 days', 'therapeutic'],
    ['XARELTO 20 mg daily', 'therapeutic'],
    ['rivaroxaban 15mg BID', 'therapeutic'],
    ['Pradaxa 150 mg BID', 'therapeutic'],
    ['dabigatran 150mg', 'therapeutic'],
    ['edoxaban 60 mg daily', 'therapeutic'],
    ['Savaysa 60mg', 'therapeutic'],
    // Words that say prophylactic.
    ['Xarelto, prophylactic', 'prophylactic'],
    ['enoxaparin (preventive)', 'prophylactic'],
    ['preventative heparin', 'prophylactic'],
    ['heparin for DVT prevention', 'prophylactic'],
    ['dalteparin for DVT-prevention', 'prophylactic'],
    ['Lovenox prophylaxis', 'prophylactic'],
    // Prophylactic doses.
    ['enoxaparin 40 mg SC daily (prophylaxis)', 'prophylactic'],
    ['enoxaparin 40 mg SC daily', 'prophylactic'],
    ['Lovenox 40mg once daily', 'prophylactic'],
    ['enoxaparin 30 mg qd', 'prophylactic'],
    ['enoxaparin 40 mg q.d.', 'prophylactic'],
    ['enoxaparin 40 mg/0.4 mL SC q24h', 'prophylactic'],
    ['heparin 5000 units SC q8h', 'prophylactic'],
    ['heparin 5,000 units', 'prophylactic'],
    ['Heparin 5000 u', 'prophylactic'],
    ['heparin 5000 IU', 'prophylactic'],
    ['heparin 5000u SC BID', 'prophylactic'],
    ['dalteparin 5000 units daily', 'prophylactic'],
    ['Fragmin 5,000 IU', 'prophylactic'],
    ['fondaparinux 2.5 mg', 'prophylactic'],
    ['Arixtra 2.5mg SC daily', 'prophylactic'],
    ['apixaban 2.5 mg BID', 'prophylactic'],
    ['Eliquis 2.5mg', 'prophylactic'],
    ['rivaroxaban 10 mg daily', 'prophylactic'],
    ['Xarelto 10mg', 'prophylactic'],
    // No dose, or a dose the text does not pin down.
    ['Eliquis', 'unknown'],
    ['apixaban BID', 'unknown'],
    ['Lovenox', 'unknown'],
    ['heparin', 'unknown'],
    ['apixaban 5', 'unknown'],
    ['heparin 5000', 'unknown'],
    ['enoxaparin 40 mg', 'unknown'],
    ['enoxaparin 40 mg twice daily', 'unknown'],
    ['enoxaparin 40 mg 2 times daily', 'unknown'],
    ['enoxaparin 40 mg 2x daily', 'unknown'],
    ['enoxaparin 80 mg BID', 'unknown'],
    ['enoxaparin 10 mg/kg', 'unknown'],
    ['rivaroxaban 2.5 mg BID', 'unknown'],
    ['dabigatran 110 mg', 'unknown'],
    ['edoxaban 30 mg', 'unknown'],
    ['fondaparinux 7.5 mg', 'unknown'],
    ['heparin 25000 units', 'unknown'],
    ['heparin 15,000 units', 'unknown'],
    ['heparin 5000 units/kg', 'unknown'],
    // A number is read whole, with its unit: not 25 as 5, nor 12.5 as 2.5.
    ['apixaban 25 mg', 'unknown'],
    ['apixaban 0.5 mg', 'unknown'],
    ['apixaban 12.5 mg', 'unknown'],
    ['apixaban 2.5-5 mg', 'unknown'],
    ['apixaban 2.5 to 5 mg', 'unknown'],
    // The same dose means different things for different drugs.
    ['apixaban 10 mg', 'therapeutic'],
    ['rivaroxaban 10 mg', 'prophylactic'],
    // Both readings: unknown, so the caller takes the stricter row.
    ['warfarin for stroke prophylaxis', 'unknown'],
    ['warfarin, bridging with enoxaparin 40 mg daily', 'unknown'],
    ['apixaban 5 mg (prophylaxis)', 'unknown'],
    ['Eliquis 2.5 mg, therapeutic', 'unknown'],
    ['apixaban 5 mg, previously 2.5 mg', 'unknown'],
    // A negated therapeutic word says nothing.
    ['enoxaparin, non-therapeutic', 'unknown'],
    ['heparin, sub-therapeutic dose', 'unknown'],
    ['heparin subtherapeutic', 'unknown'],
    ['Lovenox not treatment dose', 'unknown'],
  ];

  it.each(table)('%s -> %s', (entry, dose) => {
    expect(anticoagulantDose(entry)).toBe(dose);
  });
});
