import type { PatientKey } from '../../intake/catalog';

/** A question as a patient reads it, in one language. */
export interface PatientQuestion {
  question: string;
  /** A short explanation below the question. */
  hint?: string;
  /** The unit a number is given in, in words ("years old"). */
  unit?: string;
  /** A yes/no's answers in the question's own words, where "Yes" and "No" would not fit. */
  answers?: { yes: string; no: string };
  /** The "I don't know" answer in the question's own words, where the plain one would not fit. */
  notKnown?: string;
}

/**
 * The intake in one language as a patient reads it: every question she is asked, and the
 * options whose label she reads otherwise than the form does, by field key and option value
 * (the form's label where none is given: a name, a brand, or English that reads alike).
 * Unlike the other areas, whose type is their English object's, this one is written out: the
 * catalog, not the English, says which questions a patient is asked (a question missing in
 * either language, or one she is not asked, fails the type check), and the Spanish words
 * options the English leaves to the form's labels.
 */
export interface IntakeTexts {
  questions: Readonly<Record<PatientKey, PatientQuestion>>;
  options: Readonly<Partial<Record<PatientKey, Readonly<Record<string, string>>>>>;
}

/**
 * The intake's questions and answers as a patient reads them, in English
 * (docs/patient-wording.md), loaded with the chat's messages (chat.ts) in this language only.
 */
export const intake: IntakeTexts = {
  questions: {
    name: { question: 'What is your full name?' },
    gender: { question: 'What is your gender?' },
    sex: { question: 'What sex were you assigned at birth?' },
    date_of_birth: { question: 'What is your date of birth?' },
    ethnicity: { question: 'What is your ethnicity?', hint: 'In your own words.' },
    height: { question: 'How tall are you?' },
    weight: { question: 'How much do you weigh?' },
    first_menstruation: {
      question: 'How old were you when you had your first period?',
      unit: 'years old',
    },
    sexual_activity: { question: 'Are you sexually active?' },
    lifestyle_activity: { question: 'How physically active are you?' },
    lifestyle_diet: { question: 'Which best describes how you eat?' },
    lifestyle_smoking: {
      question: 'Do you smoke cigarettes, vape, or use any other nicotine product?',
      hint: 'Vapes and e-cigarettes count too, even if you don’t think of them as smoking.',
    },
    'lifestyle_smoking_follow_up:products': { question: 'Which nicotine products do you use?' },
    'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': {
      question: 'How many cigarettes do you smoke a day?',
      hint: 'About 15 vape puffs equal one cigarette.',
    },
    rec_drugs_list: {
      question: 'Do you use any of these drugs?',
      hint: 'Your answers are private and help find a safe option for you.',
    },
    pregnant: { question: 'Are you pregnant now, or have you given birth in the last 6 months?' },
    breastfeeding: {
      question: 'Are you breastfeeding?',
      hint: 'Pumping breast milk for your baby counts too.',
    },
    days_post_partum: {
      question: 'How many days ago did you give birth?',
      hint: 'If you are pregnant now and have not given birth in the last 6 months, enter 0.',
      unit: 'days',
    },
    high_bp_pregnancy: { question: 'Have you had high blood pressure during pregnancy?' },
    c_section: { question: 'Have you ever had a C-section (cesarean birth)?' },
    planning_pregnancy: { question: 'Are you planning to become pregnant?' },
    previous_abortion: {
      question: 'Have you ever had an abortion or a miscarriage (pregnancy loss)?',
      hint: 'Count both: a pregnancy you chose to end, and one that ended on its own.',
    },
    abortion_trimester: {
      question: 'How far along was the pregnancy when it ended?',
      hint: 'If this happened more than once, answer about the last time.',
    },
    symptoms_of_septic_abortion: {
      question:
        'After the pregnancy ended, did you have signs of infection, such as fever, chills or pain low in your belly?',
    },
    previous_birth_control: { question: 'Have you used birth control before?' },
    previous_birth_control_methods: { question: 'Which methods have you used?' },
    previous_birth_control_details: { question: 'How many types of birth control have you tried?' },
    pill_usage_information: {
      question: 'Which birth-control pills have you taken?',
      hint: 'Add each brand with when you started it and, if you stopped, when and why.',
    },
    patch_usage_information: {
      question: 'Which birth-control patches have you used?',
      hint: 'Add each brand with when you started it and, if you stopped, when and why.',
    },
    iud_usage_information: {
      question: 'Which IUDs have you had?',
      hint: 'Add each brand with when you started it and, if you stopped, when and why.',
    },
    implant_usage_information: {
      question: 'Which birth-control implants have you had?',
      hint: 'Add each brand with when you started it and, if you stopped, when and why.',
    },
    injection_usage_information: {
      question: 'Which birth-control shots have you had?',
      hint: 'Add each brand with when you started it and, if you stopped, when and why.',
    },
    ring_usage_information: {
      question: 'Which vaginal rings have you used?',
      hint: 'Add each brand with when you started it and, if you stopped, when and why.',
    },
    birth_control_goals: {
      question: 'Besides preventing pregnancy, what would you like birth control to help with?',
    },
    menstrual_cramps_severity: {
      question: 'How bad are your menstrual cramps, from 1 to 10?',
      hint: '1 is mild, 10 is severe.',
    },
    menstrual_cramps_past_treatments: {
      question: 'Have you had treatment for menstrual cramps before?',
    },
    menstrual_cramps_challenges: {
      question: 'What is hardest about your menstrual cramps?',
      hint: 'In your own words.',
    },
    acne_severity: {
      question: 'How bad is your acne, from 1 to 10?',
      hint: '1 is mild, 10 is severe.',
    },
    acne_past_treatments: { question: 'Have you had treatment for acne before?' },
    acne_challenges: { question: 'What is hardest about your acne?', hint: 'In your own words.' },
    hormonal_imbalance_condition: {
      question: 'Has a doctor told you that you have a hormone problem?',
    },
    hormonal_imbalance_treatment: { question: 'Have you been treated for a hormonal imbalance?' },
    hormonal_imbalance_challenges: { question: 'Which of these symptoms do you have?' },
    irregular_periods_severity: { question: 'How regular are your periods?' },
    irregular_periods_consultation: {
      question: 'Have you talked to a doctor or nurse about your irregular periods?',
    },
    irregular_periods_challenges: {
      question: 'What is hardest about your irregular periods?',
      hint: 'In your own words.',
    },
    birth_control_preferences: { question: 'Which kind of birth control would you like best?' },
    current_medications: { question: 'What medicines do you take now?' },
    current_supplements: { question: 'What vitamins or supplements do you take?' },
    current_immunizations: { question: 'Which vaccines have you had?' },
    allergies: { question: 'What are you allergic to?' },
    bariatric_surgery: { question: 'Have you had weight-loss (bariatric) surgery?' },
    atherosclerotic_cv_disease: {
      question: 'Do you have narrowed or hardened arteries (atherosclerosis)?',
    },
    hypertension: { question: 'Do you have high blood pressure?' },
    hypertension_bp: {
      question: 'What are your usual blood pressure readings?',
      notKnown: 'Somewhere in between (like 135/85), or I don’t know',
    },
    dvt_pe: {
      question:
        'Have you ever had a blood clot in a deep vein of your leg (DVT) or in your lungs (pulmonary embolism)?',
    },
    thrombogenic_mutations: {
      question:
        'Have you been told you have a gene change that makes your blood clot easily (such as factor V Leiden)?',
    },
    superficial_venous_disorders: {
      question: 'Do you have problems with the veins near your skin?',
    },
    ischemic_heart_disease: {
      question:
        'Have you had heart disease from narrowed heart arteries, such as angina or a heart attack?',
      hint: 'Angina is chest pain or pressure that comes when the heart gets too little blood.',
    },
    stroke: { question: 'Have you ever had a stroke?' },
    valvular_heart_disease: { question: 'Do you have a heart valve problem?' },
    valvular_heart_disease_complications: {
      question: 'Which heart valve complications have you had?',
    },
    peripartum_cardiomyopathy: {
      question:
        'Have you been told you have a weak heart caused by pregnancy (peripartum cardiomyopathy)?',
    },
    peripartum_cardiomyopathy_duration: {
      question: 'How long ago were you told about your weak heart?',
    },
    rheumatic_diseases: {
      question: 'Do you have lupus, rheumatoid arthritis or another rheumatic disease?',
    },
    other_rheumatic_disease: { question: 'Which other rheumatic disease do you have?' },
    'rheumatic_diseases_sle_follow_up:antiphospholipid_antibodies': {
      question: 'Lupus: has a blood test found antiphospholipid antibodies?',
      hint: 'If you were never tested for them, or don’t remember, choose “I don’t know”.',
    },
    'rheumatic_diseases_sle_follow_up:severe_thrombocytopenia': {
      question: 'Lupus: do you have a very low platelet count (severe thrombocytopenia)?',
    },
    'rheumatic_diseases_sle_follow_up:immunosuppressive_therapy': {
      question: 'Lupus: do you take medicine that weakens your immune system (immunosuppressants)?',
    },
    'rheumatic_diseases_ra_follow_up:immunosuppressive_therapy': {
      question:
        'Rheumatoid arthritis: do you take medicine that weakens your immune system (immunosuppressants)?',
    },
    neurologic_conditions: {
      question: 'Do you have any of these headache, brain or nerve problems?',
      hint: 'An aura comes before or with a migraine and lasts from a few minutes up to an hour. You may see zigzag lines, flashing lights or blind spots, or feel tingling or numbness on one side of your body. A bad headache alone is not an aura.',
    },
    'neurologic_conditions_follow_up:multiple_sclerosis_immobilization': {
      question: 'Multiple sclerosis: are you unable to move around for long periods?',
    },
    mood_disorders: { question: 'Has a doctor diagnosed you with any of these?' },
    mood_disorders_undiagnosed: {
      question: 'Do you think you may have any of these, without a diagnosis?',
    },
    other_mood_disorder: { question: 'What is the other mood condition?' },
    reproductive_tract_infections: {
      question: 'Do you have, or have you had, any of these reproductive health conditions?',
    },
    cancer: { question: 'Have you had breast cancer, another breast condition, or a liver tumor?' },
    'cancer_follow_up:breast_disease_status': {
      question: 'Which best describes your breast condition?',
    },
    hiv: { question: 'Do you have HIV?' },
    'hiv_follow_up:arv_therapy': { question: 'Do you take HIV medicine (antiretroviral therapy)?' },
    infections: { question: 'Have you had any of these infections or liver conditions?' },
    endocrine_conditions: {
      question: 'Do you have diabetes, a thyroid problem or another hormone problem?',
    },
    'diabetes_follow_up:diabetes_lte_20_years': {
      question: 'How long have you had diabetes?',
      answers: { yes: '20 years or less', no: 'More than 20 years' },
    },
    'diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy': {
      question: 'Has diabetes affected your kidneys, eyes or nerves?',
    },
    'diabetes_pregnant_follow_up:gestational_diabetes': {
      question: 'Have you had diabetes during a pregnancy (gestational diabetes)?',
    },
    gi_conditions: {
      question: 'Do you have any of these gallbladder, liver or digestive conditions?',
    },
    'gi_conditions_gallbladder_follow_up:gallbladder_disease': {
      question: 'Does your gallbladder disease cause symptoms, such as pain?',
    },
    'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status': {
      question: 'Which best describes your hepatitis now?',
    },
    'gi_conditions_liver_tumors_follow_up:liver_tumor': {
      question: 'What type of liver tumor is it?',
    },
    cystic_fibrosis: { question: 'Do you have cystic fibrosis?' },
    anemias: { question: 'Do you have any of these blood conditions (anemias)?' },
    solid_organ_transplantation: { question: 'Have you had an organ transplant?' },
    'solid_organ_transplantation_follow_up:complications': {
      question: 'Has your transplant had complications, such as rejection or the organ failing?',
    },
    birth_control_concerns: { question: 'What worries you about birth control?' },
    'family_history:cardio': { question: 'Has a parent, brother or sister had heart disease?' },
    'family_history:htn': { question: 'Has a parent, brother or sister had high blood pressure?' },
    'family_history:diabetes': { question: 'Has a parent, brother or sister had diabetes?' },
    'family_history:cancer': { question: 'Has a parent, brother or sister had cancer?' },
    'family_history:stroke': { question: 'Has a parent, brother or sister had a stroke?' },
    'family_history:thyroid_disorders': {
      question: 'Has a parent, brother or sister had a thyroid condition?',
    },
    'family_history:mental_health': {
      question: 'Has a parent, brother or sister had a mental health condition?',
    },
    'family_history:thrombosis': { question: 'Has a parent, brother or sister had blood clots?' },
  },
  options: {
    lifestyle_activity: {
      sedentary: 'Little or no exercise',
      gentle: 'Light activity, like walking',
      moderate: 'Moderate exercise a few times a week',
      vigorous: 'Hard exercise most days',
    },
    lifestyle_diet: {
      pescatarian: 'Pescatarian (fish, but no other meat)',
      omnivore: 'I eat meat',
    },
    rec_drugs_list: {
      hallucinogens: 'Hallucinogens (such as LSD or mushrooms)',
      bath_salts: 'Bath salts (a drug, not the kind you put in a bath)',
    },
    abortion_trimester: {
      first: 'First trimester (up to 3 months)',
      second: 'Second trimester (4 to 6 months)',
      third: 'Third trimester (7 months or more)',
    },
    previous_birth_control_methods: {
      cu_iud: 'Copper IUD (Paragard)',
      hormonal_iud: 'Hormonal IUD (Mirena, Kyleena, Liletta, Skyla)',
    },
    hormonal_imbalance_challenges: {
      cognitive: 'Changes in memory or concentration',
    },
    birth_control_preferences: {
      low_maintenance: 'Low maintenance: something I don’t have to think about often',
      daily_regimen: 'Something I take every day, like the pill',
    },
    bariatric_surgery: {
      yes_restrict_eating:
        'Yes, surgery that limits how much I can eat (such as a gastric sleeve or band)',
      yes_restrict_eating_nutrients:
        'Yes, surgery that also limits how my body absorbs food (such as a gastric bypass)',
    },
    hypertension: {
      yes_with_medications: 'Yes, and I take medicine for it',
      yes_without_medications: 'Yes, but I don’t take medicine for it',
      yes_with_vascular_disease: 'Yes, and I have blood vessel disease',
    },
    hypertension_bp: {
      systolic_gte_160_diastolic_gte_100:
        'Top number 160 or higher, or bottom number 100 or higher',
      systolic_140_159_diastolic_90_99: 'Top number 140 to 159, or bottom number 90 to 99',
      systolic_lte_130_diastolic_lte_80: 'Top number 130 or lower, and bottom number 80 or lower',
    },
    dvt_pe: {
      leg_resolved_without_medications: 'Yes, in my leg, and it went away without medicine',
      leg_resolved_with_medications: 'Yes, in my leg, and it was treated with medicine',
      lung_clot_or_pulmonary_embolism: 'Yes, a blood clot in my lungs (pulmonary embolism)',
    },
    superficial_venous_disorders: {
      yes_visible: 'Yes, varicose veins I can see',
      yes_history: 'Yes, I have had a clot in a vein near the skin',
    },
    valvular_heart_disease: {
      diagnosed_without_complications: 'Yes, without complications',
      diagnosed_with_complications: 'Yes, with complications',
    },
    valvular_heart_disease_complications: {
      pulmonary_hypertension: 'High blood pressure in the lungs (pulmonary hypertension)',
      risk_for_atrial_fibrillation: 'Risk of an irregular heartbeat (atrial fibrillation)',
      subacute_bacterial_endocarditis: 'Heart infection (subacute bacterial endocarditis)',
    },
    peripartum_cardiomyopathy: {
      diagnosed_normal_mild_impaired: 'Yes, and my heart works normally or is mildly weakened',
      diagnosed_moderate_severe_impaired: 'Yes, and my heart is moderately or severely weakened',
    },
    rheumatic_diseases: {
      systemic_lupus_erythematosus: 'Lupus (systemic lupus erythematosus)',
    },
    reproductive_tract_infections: {
      severe_dysmenorrhea: 'Severe period pain (dysmenorrhea)',
      gestational_trophoblastic_disease: 'Molar pregnancy (gestational trophoblastic disease)',
      cervical_intraepithelial_neoplasia:
        'Abnormal Pap test changes (cervical intraepithelial neoplasia)',
    },
    'cancer_follow_up:breast_disease_status': {
      undiagnosed_mass: 'A lump that has not been diagnosed',
      benign_breast_disease: 'Breast disease that is not cancer (benign)',
      current_breast_cancer: 'Breast cancer now',
      past_breast_cancer: 'Breast cancer in the past',
    },
    endocrine_conditions: {
      hyperthyroidism: 'Hyperthyroidism (overactive thyroid)',
      hypothyroidism: 'Hypothyroidism (underactive thyroid)',
    },
    gi_conditions: {
      pregnancy_related_cholestasis:
        'Cholestasis during pregnancy (a liver problem that causes itching)',
      hormonal_birth_control_related_cholestasis: 'Cholestasis from hormonal birth control',
    },
    'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status': {
      acute: 'Active now, or a flare',
      carrier: 'I have the virus but no symptoms (carrier)',
      chronic: 'Chronic (long-lasting)',
      not_present: 'No longer present',
    },
    birth_control_concerns: {
      effectiveness: 'How well it works',
      convenience: 'How easy it is to use',
      interference_with_sexual_spontaneity: 'That it gets in the way when I have sex',
      impact_on_fertility: 'That it could make it harder to get pregnant later',
    },
  },
};
