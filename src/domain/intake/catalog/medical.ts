import { TEXT_LIMITS } from '../../text-limits';
import { options } from './options';
import { allOf, anyOf, has, hasAny, is, yes } from '../../rules/builders';
import type { FieldKey } from './keys';
import type { FormRule } from '../../rules/rule';
import type { FieldDef, Option } from './types';

function list(key: FieldKey, label: string): FieldDef {
  return {
    key,
    section: 'medical',
    label,
    kind: 'list',
    required: false,
    maxLength: TEXT_LIMITS.list,
    help: 'Separate items with commas.',
  };
}

function yesNo(key: FieldKey, label: string, showIf?: FormRule): FieldDef {
  return {
    key,
    section: 'medical',
    label,
    kind: 'boolean',
    required: false,
    showIf,
  };
}

function multi(key: FieldKey, label: string, choices: readonly Option[]): FieldDef {
  return {
    key,
    section: 'medical',
    label,
    kind: 'multi-select',
    required: false,
    options: choices,
  };
}

function select(
  key: FieldKey,
  label: string,
  choices: readonly Option[],
  showIf?: FormRule,
): FieldDef {
  return {
    key,
    section: 'medical',
    label,
    kind: 'select',
    required: true,
    options: choices,
    showIf,
  };
}

function otherText(key: FieldKey, label: string, showIf: FormRule): FieldDef {
  return { key, section: 'medical', label, kind: 'text', required: true, showIf };
}

const no = ['no', 'No'] as const;
const other = ['other', 'Other'] as const;

const moodDisorders = options([
  ['major_depressive_disorder', 'Major depressive disorder'],
  ['persistent_depressive_disorder', 'Persistent depressive disorder'],
  ['bipolar_disorder', 'Bipolar disorder'],
  ['seasonal_affective_disorder', 'Seasonal affective disorder'],
  ['postpartum_depression', 'Postpartum depression'],
  ['premenstrual_dysphoric_disorder', 'Premenstrual dysphoric disorder'],
  ['disruptive_mood_dysregulation_disorder', 'Disruptive mood dysregulation disorder'],
  ['atypical_depression', 'Atypical depression'],
  ['anxiety', 'Anxiety'],
  ['other', 'Other'],
  ['posttraumatic_stress_disorder', 'Posttraumatic stress disorder'],
]);

const diabetes = hasAny('endocrine_conditions', ['type_1_diabetes', 'type_2_diabetes']);
const lupus = has('rheumatic_diseases', 'systemic_lupus_erythematosus');

export const medicalFields: FieldDef[] = [
  list('current_medications', 'Current medications'),
  list('current_supplements', 'Current supplements'),
  list('current_immunizations', 'Immunizations'),
  list('allergies', 'Allergies'),
  select(
    'bariatric_surgery',
    'Bariatric surgery',
    options([
      no,
      ['yes_restrict_eating', 'Yes, restrictive procedure'],
      ['yes_restrict_eating_nutrients', 'Yes, restrictive and malabsorptive procedure'],
    ]),
  ),
  yesNo('atherosclerotic_cv_disease', 'Atherosclerotic cardiovascular disease'),
  select(
    'hypertension',
    'Hypertension',
    options([
      no,
      ['yes_with_medications', 'Yes, treated with medication'],
      ['yes_without_medications', 'Yes, not on medication'],
      ['yes_with_vascular_disease', 'Yes, with vascular disease'],
    ]),
  ),
  {
    ...select(
      'hypertension_bp',
      'Blood pressure range',
      options([
        [
          'systolic_gte_160_diastolic_gte_100',
          'Systolic 160 or higher, or diastolic 100 or higher',
        ],
        ['systolic_140_159_diastolic_90_99', 'Systolic 140-159, or diastolic 90-99'],
        ['systolic_lte_130_diastolic_lte_80', 'Systolic 130 or lower and diastolic 80 or lower'],
      ]),
      // The three ranges offered leave 131-139 / 81-89 out: a reading there, or none known, is
      // "not known", and the safety check takes the stricter row until a reading is recorded.

      is('hypertension', 'yes_without_medications'),
    ),
    unit: 'mm Hg',
  },
  select(
    'dvt_pe',
    'Deep vein thrombosis or pulmonary embolism',
    options([
      no,
      ['leg_resolved_without_medications', 'Leg clot (DVT), resolved without medication'],
      ['leg_resolved_with_medications', 'Leg clot (DVT), resolved with medication'],
      // Beyond the spec's leg-only options (docs/product.md, "Entities and fields"): U.S. MEC
      // puts DVT and PE in one row, and a patient with a past PE had no answer but "no".
      ['lung_clot_or_pulmonary_embolism', 'Lung clot or pulmonary embolism'],
    ]),
  ),
  yesNo('thrombogenic_mutations', 'Known thrombogenic mutation (e.g. factor V Leiden)'),
  select(
    'superficial_venous_disorders',
    'Superficial venous disorders',
    options([
      no,
      ['yes_visible', 'Yes, visible varicose veins'],
      ['yes_history', 'Yes, history of superficial venous thrombosis'],
    ]),
  ),
  yesNo(
    'ischemic_heart_disease',
    'Ischemic heart disease',
    // "Angina" alone is tonsillitis to many Mexican and Central American speakers.
  ),
  yesNo('stroke', 'History of stroke'),
  select(
    'valvular_heart_disease',
    'Valvular heart disease',
    options([
      no,
      ['diagnosed_without_complications', 'Diagnosed, uncomplicated'],
      ['diagnosed_with_complications', 'Diagnosed, with complications'],
    ]),
  ),
  {
    ...multi(
      'valvular_heart_disease_complications',
      'Valvular heart disease complications',
      options([
        ['pulmonary_hypertension', 'Pulmonary hypertension'],
        ['risk_for_atrial_fibrillation', 'Risk for atrial fibrillation'],
        ['subacute_bacterial_endocarditis', 'History of subacute bacterial endocarditis'],
      ]),
    ),
    showIf: is('valvular_heart_disease', 'diagnosed_with_complications'),
  },
  select(
    'peripartum_cardiomyopathy',
    'Peripartum cardiomyopathy',
    options([
      no,
      ['diagnosed_normal_mild_impaired', 'Diagnosed, normal or mildly impaired cardiac function'],
      [
        'diagnosed_moderate_severe_impaired',
        'Diagnosed, moderately or severely impaired cardiac function',
      ],
    ]),
    yes('pregnant'),
  ),
  select(
    'peripartum_cardiomyopathy_duration',
    'Time since peripartum cardiomyopathy diagnosis',
    options([
      ['lt_6_months', 'Less than 6 months'],
      ['gte_6_months', '6 months or more'],
    ]),
    is('peripartum_cardiomyopathy', 'diagnosed_normal_mild_impaired'),
  ),
  multi(
    'rheumatic_diseases',
    'Rheumatic diseases',
    options([
      ['systemic_lupus_erythematosus', 'Systemic lupus erythematosus (SLE)'],
      ['rheumatoid_arthritis', 'Rheumatoid arthritis'],
      other,
    ]),
  ),
  otherText(
    'other_rheumatic_disease',
    'Other rheumatic disease',
    has('rheumatic_diseases', 'other'),
  ),
  yesNo(
    'rheumatic_diseases_sle_follow_up:antiphospholipid_antibodies',
    'SLE: positive or unknown antiphospholipid antibodies',
    // "Or don't you know?" in a yes/no made "No" read as "no, I don't know": "I don't know"
    // is its own answer now, stored as Unknown (the chart's "positive or unknown" row).

    lupus,
  ),
  yesNo(
    'rheumatic_diseases_sle_follow_up:severe_thrombocytopenia',
    'SLE: severe thrombocytopenia',
    lupus,
  ),
  yesNo(
    'rheumatic_diseases_sle_follow_up:immunosuppressive_therapy',
    'SLE: on immunosuppressive therapy',
    lupus,
  ),
  yesNo(
    'rheumatic_diseases_ra_follow_up:immunosuppressive_therapy',
    'Rheumatoid arthritis: on immunosuppressive therapy',
    has('rheumatic_diseases', 'rheumatoid_arthritis'),
  ),
  multi(
    'neurologic_conditions',
    'Neurologic conditions',
    options([
      ['headaches', 'Headaches (non-migraine)'],
      ['migranes_with_aura', 'Migraine with aura'],
      ['migranes_without_aura', 'Migraine without aura'],
      // Beyond the spec's values (docs/product.md "Entities and fields"): a patient unsure
      // whether her migraines have an aura would otherwise pick "without aura", the milder row.
      ['migraine_aura_not_known', 'Migraine, not sure if with aura'],
      ['epilepsy', 'Epilepsy'],
      ['multiple_sclerosis', 'Multiple sclerosis'],
    ]),
  ),
  yesNo(
    'neurologic_conditions_follow_up:multiple_sclerosis_immobilization',
    'Multiple sclerosis with prolonged immobility',
    has('neurologic_conditions', 'multiple_sclerosis'),
  ),
  multi('mood_disorders', 'Diagnosed mood disorders', moodDisorders),
  multi('mood_disorders_undiagnosed', 'Undiagnosed mood symptoms', moodDisorders),
  otherText(
    'other_mood_disorder',
    'Other mood disorder',
    anyOf(has('mood_disorders', 'other'), has('mood_disorders_undiagnosed', 'other')),
  ),
  multi(
    'reproductive_tract_infections',
    'Reproductive tract conditions and infections',
    options([
      ['irregular_cycles_without_heavy_bleeding', 'Irregular cycles without heavy bleeding'],
      ['heavy_periods', 'Heavy or prolonged periods'],
      ['unexplained_vaginal_bleeding', 'Unexplained vaginal bleeding'],
      ['endometriosis', 'Endometriosis'],
      ['benign_ovarian_tumors', 'Benign ovarian tumors'],
      ['severe_dysmenorrhea', 'Severe dysmenorrhea'],
      ['gestational_trophoblastic_disease', 'Gestational trophoblastic disease'],
      ['cervical_ectropion', 'Cervical ectropion'],
      ['cervical_intraepithelial_neoplasia', 'Cervical intraepithelial neoplasia'],
      ['cervical_cancer_awaiting_treatment', 'Cervical cancer awaiting treatment'],
      ['breast_disease_or_cancer', 'Breast disease or cancer'],
      ['endometrial_hyperplasia', 'Endometrial hyperplasia'],
      ['endometrial_cancer', 'Endometrial cancer'],
      ['ovarian_cancer', 'Ovarian cancer'],
      ['uterine_fibroids', 'Uterine fibroids'],
      ['distorted_uterine_cavity', 'Distorted uterine cavity'],
      ['pelvic_inflammatory_disease', 'Pelvic inflammatory disease'],
      [
        'current_or_past_sexually_transmitted_infections',
        'Current or past sexually transmitted infections',
      ],
      ['vaginitis', 'Vaginitis'],
      other,
    ]),
  ),
  multi(
    'cancer',
    'Cancer',
    options([
      ['breast_cancer', 'Breast cancer or breast disease'],
      ['liver_tumor', 'Liver tumor'],
    ]),
  ),
  select(
    'cancer_follow_up:breast_disease_status',
    'Breast disease status',
    options([
      ['undiagnosed_mass', 'Undiagnosed mass'],
      ['benign_breast_disease', 'Benign breast disease'],
      ['current_breast_cancer', 'Current breast cancer'],
      ['past_breast_cancer', 'Past breast cancer'],
    ]),
    has('cancer', 'breast_cancer'),
  ),
  yesNo('hiv', 'HIV'),
  yesNo('hiv_follow_up:arv_therapy', 'On antiretroviral therapy', yes('hiv')),
  multi(
    'infections',
    'Infections',
    options([
      ['schistosomiasis', 'Schistosomiasis'],
      ['fibrosis_of_the_liver', 'Fibrosis of the liver'],
      ['pelvic_tuberculosis', 'Pelvic tuberculosis'],
      ['non_pelvic_tuberculosis', 'Non-pelvic tuberculosis'],
      ['malaria', 'Malaria'],
      other,
    ]),
  ),
  multi(
    'endocrine_conditions',
    'Endocrine conditions',
    options([
      ['type_1_diabetes', 'Type 1 diabetes'],
      ['type_2_diabetes', 'Type 2 diabetes'],
      ['hyperthyroidism', 'Hyperthyroidism'],
      ['hypothyroidism', 'Hypothyroidism'],
      ['simple_goiter_thyroid_disorder', 'Simple goiter'],
      other,
    ]),
  ),
  yesNo(
    'diabetes_follow_up:diabetes_lte_20_years',
    'Diabetes for 20 years or less',
    // A yes/no to "20 years or less?" reads as "yes, I have diabetes": ask how long instead.

    diabetes,
  ),
  yesNo(
    'diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy',
    'Nephropathy, retinopathy or neuropathy',
    diabetes,
  ),
  yesNo(
    'diabetes_pregnant_follow_up:gestational_diabetes',
    'Gestational diabetes',
    allOf(diabetes, yes('pregnant')),
  ),
  multi(
    'gi_conditions',
    'Gastrointestinal and liver conditions',
    options([
      ['gallbladder_disease', 'Gallbladder disease'],
      ['pregnancy_related_cholestasis', 'Pregnancy-related cholestasis'],
      [
        'hormonal_birth_control_related_cholestasis',
        'Cholestasis related to hormonal birth control',
      ],
      ['viral_hepatitis', 'Viral hepatitis'],
      ['mild_cirrhosis', 'Mild (compensated) cirrhosis'],
      ['severe_cirrhosis', 'Severe (decompensated) cirrhosis'],
      ['liver_tumors', 'Liver tumors'],
      other,
    ]),
  ),
  yesNo(
    'gi_conditions_gallbladder_follow_up:gallbladder_disease',
    'Gallbladder disease is symptomatic',
    has('gi_conditions', 'gallbladder_disease'),
  ),
  select(
    'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status',
    'Viral hepatitis status',
    options([
      ['acute', 'Acute or flare'],
      // "Portadora" is jargon, and feminine only.
      ['carrier', 'Carrier'],
      ['chronic', 'Chronic'],
      ['not_present', 'Not present'],
    ]),
    has('gi_conditions', 'viral_hepatitis'),
  ),
  select(
    'gi_conditions_liver_tumors_follow_up:liver_tumor',
    'Liver tumor type',
    options([
      ['focal_nodular_hyperplasia', 'Focal nodular hyperplasia'],
      ['hepatocellular_adenoma', 'Hepatocellular adenoma'],
      ['hepatoma', 'Malignant (hepatoma)'],
      ['dont_know', "Don't know"],
    ]),
    has('gi_conditions', 'liver_tumors'),
  ),
  yesNo('cystic_fibrosis', 'Cystic fibrosis'),
  multi(
    'anemias',
    'Anemias',
    options([
      ['thalassemia', 'Thalassemia'],
      ['sickle_cell_disease', 'Sickle cell disease'],
      ['iron_deficiency_anemia', 'Iron-deficiency anemia'],
    ]),
  ),
  yesNo('solid_organ_transplantation', 'Solid organ transplantation'),
  yesNo(
    'solid_organ_transplantation_follow_up:complications',
    'Complicated transplant (graft failure, rejection or allograft vasculopathy)',
    yes('solid_organ_transplantation'),
  ),
  multi(
    'birth_control_concerns',
    'Concerns about birth control',
    options([
      ['effectiveness', 'Effectiveness'],
      ['side_effects', 'Side effects'],
      ['health_risks', 'Health risks'],
      ['convenience', 'Convenience'],
      ['cost', 'Cost'],
      ['interference_with_sexual_spontaneity', 'Interference with sexual spontaneity'],
      ['impact_on_fertility', 'Impact on fertility'],
      other,
    ]),
  ),
];
