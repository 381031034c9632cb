import { TEXT_LIMITS } from '../../text-limits';
import { options } from './options';
import { includes, includesAny, isYes } from './rules';
import type { FieldKey } from './keys';
import type { Condition, FieldDef, Option, PatientWording } from './types';
import { ask } from './wording';

function list(key: FieldKey, label: string, patientWording: PatientWording): FieldDef {
  return {
    key,
    section: 'medical',
    label,
    kind: 'list',
    required: false,
    maxLength: TEXT_LIMITS.list,
    help: 'Separate items with commas.',
    patientWording,
  };
}

function yesNo(
  key: FieldKey,
  label: string,
  patientWording: PatientWording,
  showIf?: Condition,
): FieldDef {
  return {
    key,
    section: 'medical',
    label,
    kind: 'boolean',
    required: false,
    showIf,
    patientWording,
  };
}

function multi(
  key: FieldKey,
  label: string,
  choices: readonly Option[],
  patientWording: PatientWording,
): FieldDef {
  return {
    key,
    section: 'medical',
    label,
    kind: 'multi-select',
    required: false,
    options: choices,
    patientWording,
  };
}

function select(
  key: FieldKey,
  label: string,
  choices: readonly Option[],
  patientWording: PatientWording,
  showIf?: Condition,
): FieldDef {
  return {
    key,
    section: 'medical',
    label,
    kind: 'select',
    required: true,
    options: choices,
    showIf,
    patientWording,
  };
}

function otherText(
  key: FieldKey,
  label: string,
  showIf: Condition,
  patientWording: PatientWording,
): FieldDef {
  return { key, section: 'medical', label, kind: 'text', required: true, showIf, patientWording };
}

const no = ['no', 'No', 'No'] as const;
const other = ['other', 'Other', 'Otra'] as const;

const moodDisorders = options([
  ['major_depressive_disorder', 'Major depressive disorder', 'Trastorno depresivo mayor'],
  [
    'persistent_depressive_disorder',
    'Persistent depressive disorder',
    'Trastorno depresivo persistente',
  ],
  ['bipolar_disorder', 'Bipolar disorder', 'Trastorno bipolar'],
  ['seasonal_affective_disorder', 'Seasonal affective disorder', 'Trastorno afectivo estacional'],
  ['postpartum_depression', 'Postpartum depression', 'Depresión posparto'],
  [
    'premenstrual_dysphoric_disorder',
    'Premenstrual dysphoric disorder',
    'Trastorno disfórico premenstrual',
  ],
  [
    'disruptive_mood_dysregulation_disorder',
    'Disruptive mood dysregulation disorder',
    'Trastorno de desregulación disruptiva del estado de ánimo',
  ],
  ['atypical_depression', 'Atypical depression', 'Depresión atípica'],
  ['anxiety', 'Anxiety', 'Ansiedad'],
  ['other', 'Other', 'Otro'],
  [
    'posttraumatic_stress_disorder',
    'Posttraumatic stress disorder',
    'Trastorno de estrés postraumático',
  ],
]);

const diabetes = includesAny('endocrine_conditions', ['type_1_diabetes', 'type_2_diabetes']);
const lupus = includes('rheumatic_diseases', 'systemic_lupus_erythematosus');

export const medicalFields: FieldDef[] = [
  list(
    'current_medications',
    'Current medications',
    ask('What medicines do you take now?', '¿Qué medicamentos toma en este momento?'),
  ),
  list(
    'current_supplements',
    'Current supplements',
    ask('What vitamins or supplements do you take?', '¿Qué vitaminas o suplementos toma?'),
  ),
  list(
    'current_immunizations',
    'Immunizations',
    ask('Which vaccines have you had?', '¿Qué vacunas ha recibido?'),
  ),
  list(
    'allergies',
    'Allergies',
    ask('What are you allergic to?', '¿A qué es alérgica o alérgico?'),
  ),
  select(
    'bariatric_surgery',
    'Bariatric surgery',
    options([
      no,
      [
        'yes_restrict_eating',
        'Yes, restrictive procedure',
        {
          en: 'Yes, surgery that limits how much I can eat (such as a gastric sleeve or band)',
          es: 'Sí, una cirugía que limita cuánto puedo comer (como la manga o la banda gástrica)',
        },
      ],
      [
        'yes_restrict_eating_nutrients',
        'Yes, restrictive and malabsorptive procedure',
        {
          en: 'Yes, surgery that also limits how my body absorbs food (such as a gastric bypass)',
          es: 'Sí, una cirugía que también limita cómo mi cuerpo absorbe los alimentos (como el bypass gástrico)',
        },
      ],
    ]),
    ask(
      'Have you had weight-loss (bariatric) surgery?',
      '¿Ha tenido una cirugía para bajar de peso (bariátrica)?',
    ),
  ),
  yesNo(
    'atherosclerotic_cv_disease',
    'Atherosclerotic cardiovascular disease',
    ask(
      'Do you have narrowed or hardened arteries (atherosclerosis)?',
      '¿Tiene las arterias tapadas o endurecidas (aterosclerosis)?',
    ),
  ),
  select(
    'hypertension',
    'Hypertension',
    options([
      no,
      [
        'yes_with_medications',
        'Yes, treated with medication',
        { en: 'Yes, and I take medicine for it', es: 'Sí, y tomo medicamento para eso' },
      ],
      [
        'yes_without_medications',
        'Yes, not on medication',
        {
          en: 'Yes, but I don’t take medicine for it',
          es: 'Sí, pero no tomo medicamento para eso',
        },
      ],
      [
        'yes_with_vascular_disease',
        'Yes, with vascular disease',
        {
          en: 'Yes, and I have blood vessel disease',
          es: 'Sí, y tengo una enfermedad de los vasos sanguíneos',
        },
      ],
    ]),
    ask('Do you have high blood pressure?', '¿Tiene presión arterial alta?'),
  ),
  {
    ...select(
      'hypertension_bp',
      'Blood pressure range',
      options([
        [
          'systolic_gte_160_diastolic_gte_100',
          'Systolic 160 or higher, or diastolic 100 or higher',
          {
            en: 'Top number 160 or higher, or bottom number 100 or higher',
            es: 'El número de arriba 160 o más, o el de abajo 100 o más',
          },
        ],
        [
          'systolic_140_159_diastolic_90_99',
          'Systolic 140-159, or diastolic 90-99',
          {
            en: 'Top number 140 to 159, or bottom number 90 to 99',
            es: 'El número de arriba entre 140 y 159, o el de abajo entre 90 y 99',
          },
        ],
        [
          'systolic_lte_130_diastolic_lte_80',
          'Systolic 130 or lower and diastolic 80 or lower',
          {
            en: 'Top number 130 or lower, and bottom number 80 or lower',
            es: 'El número de arriba 130 o menos, y el de abajo 80 o menos',
          },
        ],
      ]),
      // The spec's three ranges leave 131-139 / 81-89 out: a reading there, or none known, is
      // "not known", and the safety check takes the stricter row until a reading is recorded.
      ask(
        {
          question: 'What are your usual blood pressure readings?',
          notKnown: 'Somewhere in between (like 135/85), or I don’t know',
        },
        {
          question: '¿Cuáles suelen ser los números de su presión arterial?',
          notKnown: 'Algo intermedio (como 135/85), o no lo sé',
        },
      ),
      { field: 'hypertension', equals: 'yes_without_medications' },
    ),
    unit: 'mm Hg',
  },
  select(
    'dvt_pe',
    'Deep vein thrombosis or pulmonary embolism',
    options(
      [
        no,
        [
          'leg_resolved_without_medications',
          'Leg clot (DVT), resolved without medication',
          {
            en: 'Yes, and it went away without medicine',
            es: 'Sí, y se quitó sin medicamento',
          },
        ],
        [
          'leg_resolved_with_medications',
          'Leg clot (DVT), resolved with medication',
          { en: 'Yes, and it was treated with medicine', es: 'Sí, y se trató con medicamento' },
        ],
      ],
      [['lung_clot_or_pulmonary_embolism', 'Lung clot or pulmonary embolism']],
    ),
    // The form offers leg clots only (spec section 3), so that is what a patient is asked.
    ask(
      'Have you ever had a blood clot in a deep vein of your leg (DVT)?',
      '¿Alguna vez ha tenido un coágulo de sangre en una vena profunda de la pierna (TVP)?',
    ),
  ),
  yesNo(
    'thrombogenic_mutations',
    'Known thrombogenic mutation (e.g. factor V Leiden)',
    ask(
      'Have you been told you have a gene change that makes your blood clot easily (such as factor V Leiden)?',
      '¿Le han dicho que tiene un cambio genético que hace que su sangre se coagule fácilmente (como el factor V Leiden)?',
    ),
  ),
  select(
    'superficial_venous_disorders',
    'Superficial venous disorders',
    options([
      no,
      [
        'yes_visible',
        'Yes, visible varicose veins',
        { en: 'Yes, varicose veins I can see', es: 'Sí, várices que se ven' },
      ],
      [
        'yes_history',
        'Yes, history of superficial venous thrombosis',
        {
          en: 'Yes, I have had a clot in a vein near the skin',
          es: 'Sí, he tenido un coágulo en una vena cerca de la piel',
        },
      ],
    ]),
    ask(
      'Do you have problems with the veins near your skin?',
      '¿Tiene problemas en las venas cercanas a la piel?',
    ),
  ),
  yesNo(
    'ischemic_heart_disease',
    'Ischemic heart disease',
    // "Angina" alone is tonsillitis to many Mexican and Central American speakers.
    ask(
      {
        question:
          'Have you had heart disease from narrowed heart arteries, such as angina or a heart attack?',
        hint: 'Angina is chest pain or pressure that comes when the heart gets too little blood.',
      },
      {
        question:
          '¿Ha tenido una enfermedad del corazón por arterias tapadas, como angina de pecho o un infarto?',
        hint: 'La angina de pecho es un dolor o presión en el pecho que da cuando al corazón le llega poca sangre.',
      },
    ),
  ),
  yesNo(
    'stroke',
    'History of stroke',
    ask('Have you ever had a stroke?', '¿Alguna vez ha tenido un derrame cerebral?'),
  ),
  select(
    'valvular_heart_disease',
    'Valvular heart disease',
    options([
      no,
      [
        'diagnosed_without_complications',
        'Diagnosed, uncomplicated',
        { en: 'Yes, without complications', es: 'Sí, sin complicaciones' },
      ],
      [
        'diagnosed_with_complications',
        'Diagnosed, with complications',
        { en: 'Yes, with complications', es: 'Sí, con complicaciones' },
      ],
    ]),
    ask('Do you have a heart valve problem?', '¿Tiene algún problema en las válvulas del corazón?'),
  ),
  {
    ...multi(
      'valvular_heart_disease_complications',
      'Valvular heart disease complications',
      options([
        [
          'pulmonary_hypertension',
          'Pulmonary hypertension',
          {
            en: 'High blood pressure in the lungs (pulmonary hypertension)',
            es: 'Presión alta en los pulmones (hipertensión pulmonar)',
          },
        ],
        [
          'risk_for_atrial_fibrillation',
          'Risk for atrial fibrillation',
          {
            en: 'Risk of an irregular heartbeat (atrial fibrillation)',
            es: 'Riesgo de latidos irregulares (fibrilación auricular)',
          },
        ],
        [
          'subacute_bacterial_endocarditis',
          'History of subacute bacterial endocarditis',
          {
            en: 'Heart infection (subacute bacterial endocarditis)',
            es: 'Infección en el corazón (endocarditis bacteriana subaguda)',
          },
        ],
      ]),
      ask(
        'Which heart valve complications have you had?',
        '¿Qué complicaciones de las válvulas del corazón ha tenido?',
      ),
    ),
    showIf: { field: 'valvular_heart_disease', equals: 'diagnosed_with_complications' },
  },
  select(
    'peripartum_cardiomyopathy',
    'Peripartum cardiomyopathy',
    options([
      no,
      [
        'diagnosed_normal_mild_impaired',
        'Diagnosed, normal or mildly impaired cardiac function',
        {
          en: 'Yes, and my heart works normally or is mildly weakened',
          es: 'Sí, y mi corazón funciona normal o está levemente debilitado',
        },
      ],
      [
        'diagnosed_moderate_severe_impaired',
        'Diagnosed, moderately or severely impaired cardiac function',
        {
          en: 'Yes, and my heart is moderately or severely weakened',
          es: 'Sí, y mi corazón está moderada o gravemente debilitado',
        },
      ],
    ]),
    ask(
      'Have you been told you have a weak heart caused by pregnancy (peripartum cardiomyopathy)?',
      '¿Le han dicho que tiene el corazón débil por el embarazo (miocardiopatía periparto)?',
    ),
    isYes('pregnant'),
  ),
  select(
    'peripartum_cardiomyopathy_duration',
    'Time since peripartum cardiomyopathy diagnosis',
    options([
      ['lt_6_months', 'Less than 6 months', 'Menos de 6 meses'],
      ['gte_6_months', '6 months or more', '6 meses o más'],
    ]),
    ask(
      'How long ago were you told about your weak heart?',
      '¿Hace cuánto le dijeron que tiene el corazón débil?',
    ),
    { field: 'peripartum_cardiomyopathy', equals: 'diagnosed_normal_mild_impaired' },
  ),
  multi(
    'rheumatic_diseases',
    'Rheumatic diseases',
    options([
      [
        'systemic_lupus_erythematosus',
        'Systemic lupus erythematosus (SLE)',
        {
          en: 'Lupus (systemic lupus erythematosus)',
          es: 'Lupus (lupus eritematoso sistémico)',
        },
      ],
      ['rheumatoid_arthritis', 'Rheumatoid arthritis', 'Artritis reumatoide'],
      other,
    ]),
    ask(
      'Do you have lupus, rheumatoid arthritis or another rheumatic disease?',
      '¿Tiene lupus, artritis reumatoide u otra enfermedad reumática?',
    ),
  ),
  otherText(
    'other_rheumatic_disease',
    'Other rheumatic disease',
    includes('rheumatic_diseases', 'other'),
    ask('Which other rheumatic disease do you have?', '¿Qué otra enfermedad reumática tiene?'),
  ),
  yesNo(
    'rheumatic_diseases_sle_follow_up:antiphospholipid_antibodies',
    'SLE: positive or unknown antiphospholipid antibodies',
    // "Or don't you know?" in a yes/no made "No" read as "no, I don't know": "I don't know"
    // is its own answer now, stored as Unknown (the chart's "positive or unknown" row).
    ask(
      {
        question: 'Lupus: has a blood test found antiphospholipid antibodies?',
        hint: 'If you were never tested for them, or don’t remember, choose “I don’t know”.',
      },
      {
        question: 'Lupus: ¿un análisis de sangre le encontró anticuerpos antifosfolípidos?',
        hint: 'Si nunca le hicieron esa prueba, o no se acuerda, elija «No lo sé».',
      },
    ),
    lupus,
  ),
  yesNo(
    'rheumatic_diseases_sle_follow_up:severe_thrombocytopenia',
    'SLE: severe thrombocytopenia',
    ask(
      'Lupus: do you have a very low platelet count (severe thrombocytopenia)?',
      'Lupus: ¿tiene las plaquetas muy bajas (trombocitopenia grave)?',
    ),
    lupus,
  ),
  yesNo(
    'rheumatic_diseases_sle_follow_up:immunosuppressive_therapy',
    'SLE: on immunosuppressive therapy',
    ask(
      'Lupus: do you take medicine that weakens your immune system (immunosuppressants)?',
      'Lupus: ¿toma medicamentos que bajan sus defensas (inmunosupresores)?',
    ),
    lupus,
  ),
  yesNo(
    'rheumatic_diseases_ra_follow_up:immunosuppressive_therapy',
    'Rheumatoid arthritis: on immunosuppressive therapy',
    ask(
      'Rheumatoid arthritis: do you take medicine that weakens your immune system (immunosuppressants)?',
      'Artritis reumatoide: ¿toma medicamentos que bajan sus defensas (inmunosupresores)?',
    ),
    includes('rheumatic_diseases', 'rheumatoid_arthritis'),
  ),
  multi(
    'neurologic_conditions',
    'Neurologic conditions',
    options([
      ['headaches', 'Headaches (non-migraine)', 'Dolores de cabeza (que no son migraña)'],
      ['migranes_with_aura', 'Migraine with aura', 'Migraña con aura'],
      ['migranes_without_aura', 'Migraine without aura', 'Migraña sin aura'],
      ['epilepsy', 'Epilepsy', 'Epilepsia'],
      ['multiple_sclerosis', 'Multiple sclerosis', 'Esclerosis múltiple'],
    ]),
    ask(
      // Patients call any bad headache a migraine: the hint says what an aura is.
      {
        question: 'Do you have any of these headache, brain or nerve problems?',
        hint: 'An aura comes before or with a migraine and lasts from a few minutes up to an hour. You may see zigzag lines, flashing lights or blind spots, or feel tingling or numbness on one side of your body. A bad headache alone is not an aura.',
      },
      {
        question: '¿Tiene alguno de estos problemas de dolor de cabeza o del cerebro?',
        hint: 'El aura viene antes o durante la migraña y dura de unos minutos hasta una hora. Puede ver líneas en zigzag, destellos de luz o puntos ciegos, o sentir hormigueo o adormecimiento en un lado del cuerpo. Un dolor de cabeza fuerte, por sí solo, no es aura.',
      },
    ),
  ),
  yesNo(
    'neurologic_conditions_follow_up:multiple_sclerosis_immobilization',
    'Multiple sclerosis with prolonged immobility',
    ask(
      'Multiple sclerosis: are you unable to move around for long periods?',
      'Esclerosis múltiple: ¿pasa largos periodos sin poder moverse?',
    ),
    includes('neurologic_conditions', 'multiple_sclerosis'),
  ),
  multi(
    'mood_disorders',
    'Diagnosed mood disorders',
    moodDisorders,
    ask(
      'Has a doctor diagnosed you with any of these?',
      '¿Un médico le ha dicho que tiene alguno de estos problemas?',
    ),
  ),
  multi(
    'mood_disorders_undiagnosed',
    'Undiagnosed mood symptoms',
    moodDisorders,
    ask(
      'Do you think you may have any of these, without a diagnosis?',
      '¿Cree que podría tener alguno de estos problemas, aunque ningún médico se lo haya dicho?',
    ),
  ),
  otherText(
    'other_mood_disorder',
    'Other mood disorder',
    {
      any: [includes('mood_disorders', 'other'), includes('mood_disorders_undiagnosed', 'other')],
    },
    ask('What is the other mood condition?', '¿Cuál es el otro problema del estado de ánimo?'),
  ),
  multi(
    'reproductive_tract_infections',
    'Reproductive tract conditions and infections',
    options([
      [
        'irregular_cycles_without_heavy_bleeding',
        'Irregular cycles without heavy bleeding',
        'Ciclos irregulares sin sangrado abundante',
      ],
      ['heavy_periods', 'Heavy or prolonged periods', 'Periodos abundantes o prolongados'],
      [
        'unexplained_vaginal_bleeding',
        'Unexplained vaginal bleeding',
        'Sangrado vaginal sin explicación',
      ],
      ['endometriosis', 'Endometriosis', 'Endometriosis'],
      ['benign_ovarian_tumors', 'Benign ovarian tumors', 'Tumores benignos de ovario'],
      [
        'severe_dysmenorrhea',
        'Severe dysmenorrhea',
        {
          en: 'Severe period pain (dysmenorrhea)',
          es: 'Dolor menstrual intenso (dismenorrea)',
        },
      ],
      [
        'gestational_trophoblastic_disease',
        'Gestational trophoblastic disease',
        {
          en: 'Molar pregnancy (gestational trophoblastic disease)',
          es: 'Embarazo molar (enfermedad trofoblástica gestacional)',
        },
      ],
      ['cervical_ectropion', 'Cervical ectropion', 'Ectropión cervical'],
      [
        'cervical_intraepithelial_neoplasia',
        'Cervical intraepithelial neoplasia',
        {
          en: 'Abnormal Pap test changes (cervical intraepithelial neoplasia)',
          es: 'Cambios anormales en el Papanicolaou (neoplasia intraepitelial cervical)',
        },
      ],
      [
        'cervical_cancer_awaiting_treatment',
        'Cervical cancer awaiting treatment',
        'Cáncer de cuello uterino en espera de tratamiento',
      ],
      ['breast_disease_or_cancer', 'Breast disease or cancer', 'Enfermedad o cáncer del seno'],
      ['endometrial_hyperplasia', 'Endometrial hyperplasia', 'Hiperplasia endometrial'],
      ['endometrial_cancer', 'Endometrial cancer', 'Cáncer de endometrio'],
      ['ovarian_cancer', 'Ovarian cancer', 'Cáncer de ovario'],
      ['uterine_fibroids', 'Uterine fibroids', 'Miomas uterinos'],
      ['distorted_uterine_cavity', 'Distorted uterine cavity', 'Cavidad uterina deformada'],
      [
        'pelvic_inflammatory_disease',
        'Pelvic inflammatory disease',
        'Enfermedad inflamatoria pélvica',
      ],
      [
        'current_or_past_sexually_transmitted_infections',
        'Current or past sexually transmitted infections',
        'Infecciones de transmisión sexual, actuales o pasadas',
      ],
      ['vaginitis', 'Vaginitis', 'Vaginitis'],
      other,
    ]),
    ask(
      'Do you have, or have you had, any of these reproductive health conditions?',
      '¿Tiene o ha tenido alguno de estos problemas de salud reproductiva?',
    ),
  ),
  multi(
    'cancer',
    'Cancer',
    options([
      ['breast_cancer', 'Breast cancer or breast disease', 'Cáncer o enfermedad del seno'],
      ['liver_tumor', 'Liver tumor', 'Tumor en el hígado'],
    ]),
    ask(
      'Have you had breast cancer, another breast condition, or a liver tumor?',
      '¿Ha tenido cáncer de seno, otro problema del seno o un tumor en el hígado?',
    ),
  ),
  select(
    'cancer_follow_up:breast_disease_status',
    'Breast disease status',
    options([
      [
        'undiagnosed_mass',
        'Undiagnosed mass',
        { en: 'A lump that has not been diagnosed', es: 'Un bulto sin diagnóstico' },
      ],
      [
        'benign_breast_disease',
        'Benign breast disease',
        {
          en: 'Breast disease that is not cancer (benign)',
          es: 'Enfermedad del seno que no es cáncer (benigna)',
        },
      ],
      [
        'current_breast_cancer',
        'Current breast cancer',
        { en: 'Breast cancer now', es: 'Cáncer de seno ahora' },
      ],
      [
        'past_breast_cancer',
        'Past breast cancer',
        { en: 'Breast cancer in the past', es: 'Cáncer de seno en el pasado' },
      ],
    ]),
    ask('Which best describes your breast condition?', '¿Qué describe mejor su problema del seno?'),
    includes('cancer', 'breast_cancer'),
  ),
  yesNo('hiv', 'HIV', ask('Do you have HIV?', '¿Tiene VIH?')),
  yesNo(
    'hiv_follow_up:arv_therapy',
    'On antiretroviral therapy',
    ask(
      'Do you take HIV medicine (antiretroviral therapy)?',
      '¿Toma algún medicamento para el VIH (terapia antirretroviral)?',
    ),
    isYes('hiv'),
  ),
  multi(
    'infections',
    'Infections',
    options([
      ['schistosomiasis', 'Schistosomiasis', 'Esquistosomiasis'],
      ['fibrosis_of_the_liver', 'Fibrosis of the liver', 'Fibrosis del hígado'],
      ['pelvic_tuberculosis', 'Pelvic tuberculosis', 'Tuberculosis pélvica'],
      ['non_pelvic_tuberculosis', 'Non-pelvic tuberculosis', 'Tuberculosis no pélvica'],
      ['malaria', 'Malaria', 'Malaria'],
      other,
    ]),
    ask(
      'Have you had any of these infections or liver conditions?',
      '¿Ha tenido alguna de estas infecciones o enfermedades del hígado?',
    ),
  ),
  multi(
    'endocrine_conditions',
    'Endocrine conditions',
    options([
      ['type_1_diabetes', 'Type 1 diabetes', 'Diabetes tipo 1'],
      ['type_2_diabetes', 'Type 2 diabetes', 'Diabetes tipo 2'],
      [
        'hyperthyroidism',
        'Hyperthyroidism',
        {
          en: 'Hyperthyroidism (overactive thyroid)',
          es: 'Hipertiroidismo (tiroides hiperactiva)',
        },
      ],
      [
        'hypothyroidism',
        'Hypothyroidism',
        {
          en: 'Hypothyroidism (underactive thyroid)',
          es: 'Hipotiroidismo (tiroides hipoactiva)',
        },
      ],
      ['simple_goiter_thyroid_disorder', 'Simple goiter', 'Bocio simple'],
      other,
    ]),
    ask(
      'Do you have diabetes, a thyroid problem or another hormone problem?',
      '¿Tiene diabetes, un problema de la tiroides u otro problema de hormonas?',
    ),
  ),
  yesNo(
    'diabetes_follow_up:diabetes_lte_20_years',
    'Diabetes for 20 years or less',
    // A yes/no to "20 years or less?" reads as "yes, I have diabetes": ask how long instead.
    ask(
      {
        question: 'How long have you had diabetes?',
        answers: { yes: '20 years or less', no: 'More than 20 years' },
      },
      {
        question: '¿Cuánto tiempo hace que tiene diabetes?',
        answers: { yes: '20 años o menos', no: 'Más de 20 años' },
      },
    ),
    diabetes,
  ),
  yesNo(
    'diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy',
    'Nephropathy, retinopathy or neuropathy',
    ask(
      'Has diabetes affected your kidneys, eyes or nerves?',
      '¿La diabetes ha afectado sus riñones, sus ojos o sus nervios?',
    ),
    diabetes,
  ),
  yesNo(
    'diabetes_pregnant_follow_up:gestational_diabetes',
    'Gestational diabetes',
    ask(
      'Have you had diabetes during a pregnancy (gestational diabetes)?',
      '¿Ha tenido diabetes durante un embarazo (diabetes gestacional)?',
    ),
    { all: [diabetes, isYes('pregnant')] },
  ),
  multi(
    'gi_conditions',
    'Gastrointestinal and liver conditions',
    options([
      ['gallbladder_disease', 'Gallbladder disease', 'Enfermedad de la vesícula biliar'],
      [
        'pregnancy_related_cholestasis',
        'Pregnancy-related cholestasis',
        {
          en: 'Cholestasis during pregnancy (a liver problem that causes itching)',
          es: 'Colestasis durante el embarazo (un problema del hígado que causa picazón)',
        },
      ],
      [
        'hormonal_birth_control_related_cholestasis',
        'Cholestasis related to hormonal birth control',
        {
          en: 'Cholestasis from hormonal birth control',
          es: 'Colestasis por anticonceptivos hormonales',
        },
      ],
      ['viral_hepatitis', 'Viral hepatitis', 'Hepatitis viral'],
      ['mild_cirrhosis', 'Mild (compensated) cirrhosis', 'Cirrosis leve (compensada)'],
      ['severe_cirrhosis', 'Severe (decompensated) cirrhosis', 'Cirrosis grave (descompensada)'],
      ['liver_tumors', 'Liver tumors', 'Tumores en el hígado'],
      other,
    ]),
    ask(
      'Do you have any of these gallbladder, liver or digestive conditions?',
      '¿Tiene alguno de estos problemas de la vesícula, del hígado o de la digestión?',
    ),
  ),
  yesNo(
    'gi_conditions_gallbladder_follow_up:gallbladder_disease',
    'Gallbladder disease is symptomatic',
    ask(
      'Does your gallbladder disease cause symptoms, such as pain?',
      '¿Su enfermedad de la vesícula le causa síntomas, como dolor?',
    ),
    includes('gi_conditions', 'gallbladder_disease'),
  ),
  select(
    'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status',
    'Viral hepatitis status',
    options([
      [
        'acute',
        'Acute or flare',
        { en: 'Active now, or a flare', es: 'Activa ahora, o en un brote' },
      ],
      // "Portadora" is jargon, and feminine only.
      [
        'carrier',
        'Carrier',
        {
          en: 'I have the virus but no symptoms (carrier)',
          es: 'Tengo el virus, pero sin síntomas (estado de portador)',
        },
      ],
      ['chronic', 'Chronic', { en: 'Chronic (long-lasting)', es: 'Crónica (de larga duración)' }],
      ['not_present', 'Not present', { en: 'No longer present', es: 'Ya no está presente' }],
    ]),
    ask('Which best describes your hepatitis now?', '¿Qué describe mejor su hepatitis ahora?'),
    includes('gi_conditions', 'viral_hepatitis'),
  ),
  select(
    'gi_conditions_liver_tumors_follow_up:liver_tumor',
    'Liver tumor type',
    options([
      ['focal_nodular_hyperplasia', 'Focal nodular hyperplasia', 'Hiperplasia nodular focal'],
      ['hepatocellular_adenoma', 'Hepatocellular adenoma', 'Adenoma hepatocelular'],
      ['hepatoma', 'Malignant (hepatoma)', 'Maligno (hepatoma)'],
      ['dont_know', "Don't know", 'No lo sé'],
    ]),
    ask('What type of liver tumor is it?', '¿Qué tipo de tumor en el hígado es?'),
    includes('gi_conditions', 'liver_tumors'),
  ),
  yesNo(
    'cystic_fibrosis',
    'Cystic fibrosis',
    ask('Do you have cystic fibrosis?', '¿Tiene fibrosis quística?'),
  ),
  multi(
    'anemias',
    'Anemias',
    options([
      ['thalassemia', 'Thalassemia', 'Talasemia'],
      ['sickle_cell_disease', 'Sickle cell disease', 'Anemia de células falciformes'],
      ['iron_deficiency_anemia', 'Iron-deficiency anemia', 'Anemia por falta de hierro'],
    ]),
    ask(
      'Do you have any of these blood conditions (anemias)?',
      '¿Tiene alguno de estos problemas de la sangre (anemias)?',
    ),
  ),
  yesNo(
    'solid_organ_transplantation',
    'Solid organ transplantation',
    ask('Have you had an organ transplant?', '¿Ha recibido un trasplante de órgano?'),
  ),
  yesNo(
    'solid_organ_transplantation_follow_up:complications',
    'Complicated transplant (graft failure, rejection or allograft vasculopathy)',
    ask(
      'Has your transplant had complications, such as rejection or the organ failing?',
      '¿Su trasplante ha tenido complicaciones, como rechazo o falla del órgano?',
    ),
    isYes('solid_organ_transplantation'),
  ),
  multi(
    'birth_control_concerns',
    'Concerns about birth control',
    options([
      ['effectiveness', 'Effectiveness', { en: 'How well it works', es: 'Qué tan bien funciona' }],
      ['side_effects', 'Side effects', 'Efectos secundarios'],
      ['health_risks', 'Health risks', 'Riesgos para la salud'],
      [
        'convenience',
        'Convenience',
        { en: 'How easy it is to use', es: 'Qué tan fácil es de usar' },
      ],
      ['cost', 'Cost', 'Costo'],
      [
        'interference_with_sexual_spontaneity',
        'Interference with sexual spontaneity',
        {
          en: 'That it gets in the way when I have sex',
          es: 'Que estorbe al tener relaciones sexuales',
        },
      ],
      [
        'impact_on_fertility',
        'Impact on fertility',
        {
          en: 'That it could make it harder to get pregnant later',
          es: 'Que me cueste más embarazarme después',
        },
      ],
      other,
    ]),
    ask('What worries you about birth control?', '¿Qué le preocupa de los anticonceptivos?'),
  ),
];
