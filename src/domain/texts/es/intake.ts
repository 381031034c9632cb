import type { IntakeTexts } from '../en/intake';

/** The mood disorders, diagnosed or not: one list, as in the catalog. */
const moodDisorders = {
  major_depressive_disorder: 'Trastorno depresivo mayor',
  persistent_depressive_disorder: 'Trastorno depresivo persistente',
  bipolar_disorder: 'Trastorno bipolar',
  seasonal_affective_disorder: 'Trastorno afectivo estacional',
  postpartum_depression: 'Depresión posparto',
  premenstrual_dysphoric_disorder: 'Trastorno disfórico premenstrual',
  disruptive_mood_dysregulation_disorder:
    'Trastorno de desregulación disruptiva del estado de ánimo',
  atypical_depression: 'Depresión atípica',
  anxiety: 'Ansiedad',
  other: 'Otro',
  posttraumatic_stress_disorder: 'Trastorno de estrés postraumático',
};

/**
 * The intake's questions and answers as a patient reads them, in Spanish
 * (docs/patient-wording.md): the type check fails on a missing question or one she is not asked.
 */
export const intake: IntakeTexts = {
  questions: {
    name: { question: '¿Cuál es su nombre completo?' },
    gender: { question: '¿Cuál es su género?' },
    sex: { question: '¿Qué sexo se le asignó al nacer?' },
    date_of_birth: { question: '¿Cuál es su fecha de nacimiento?' },
    ethnicity: { question: '¿Cuál es su origen étnico?', hint: 'En sus propias palabras.' },
    height: { question: '¿Cuánto mide?' },
    weight: { question: '¿Cuánto pesa?' },
    first_menstruation: {
      question: '¿Qué edad tenía cuando tuvo su primera menstruación?',
      unit: 'años',
    },
    sexual_activity: { question: '¿Tiene vida sexual activa?' },
    lifestyle_activity: { question: '¿Cuánto se mueve o hace ejercicio?' },
    lifestyle_diet: { question: '¿Qué describe mejor su alimentación?' },
    lifestyle_smoking: {
      question: '¿Fuma cigarrillos, usa vapeador o usa otro producto con nicotina?',
      hint: 'El vapeador y el cigarrillo electrónico también cuentan, aunque no le parezca que es fumar.',
    },
    'lifestyle_smoking_follow_up:products': { question: '¿Qué productos de nicotina usa?' },
    'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': {
      question: '¿Cuántos cigarrillos fuma al día?',
      hint: 'Unas 15 fumadas de vapeador son como un cigarrillo.',
    },
    rec_drugs_list: {
      question: '¿Consume alguna de estas drogas?',
      hint: 'Sus respuestas son privadas y ayudan a encontrar una opción segura para usted.',
    },
    pregnant: { question: '¿Está embarazada ahora, o ha dado a luz en los últimos 6 meses?' },
    breastfeeding: {
      question: '¿Está dando pecho a su bebé?',
      hint: 'También cuenta si se saca leche para su bebé.',
    },
    days_post_partum: {
      question: '¿Hace cuántos días dio a luz?',
      hint: 'Si está embarazada ahora y no ha dado a luz en los últimos 6 meses, escriba 0.',
      unit: 'días',
    },
    high_bp_pregnancy: { question: '¿Ha tenido presión arterial alta durante el embarazo?' },
    c_section: { question: '¿Alguna vez ha tenido una cesárea?' },
    planning_pregnancy: { question: '¿Tiene planes de embarazarse?' },
    previous_abortion: {
      question: '¿Alguna vez ha tenido un aborto o ha perdido un embarazo?',
      hint: 'Cuente los dos casos: un embarazo que usted decidió terminar, y uno que se perdió por sí solo (aborto espontáneo).',
    },
    abortion_trimester: {
      question: '¿De cuántos meses estaba cuando terminó el embarazo?',
      hint: 'Si le pasó más de una vez, responda sobre la última vez.',
    },
    symptoms_of_septic_abortion: {
      question:
        'Después de que terminó el embarazo, ¿tuvo señales de infección, como fiebre, escalofríos o dolor en el bajo vientre?',
    },
    previous_birth_control: { question: '¿Ha usado métodos anticonceptivos antes?' },
    previous_birth_control_methods: { question: '¿Qué métodos ha usado?' },
    previous_birth_control_details: { question: '¿Cuántos tipos de anticonceptivos ha probado?' },
    pill_usage_information: {
      question: '¿Qué pastillas anticonceptivas ha tomado?',
      hint: 'Agregue cada marca con la fecha en que empezó y, si dejó de usarla, cuándo y por qué.',
    },
    patch_usage_information: {
      question: '¿Qué parches anticonceptivos ha usado?',
      hint: 'Agregue cada marca con la fecha en que empezó y, si dejó de usarla, cuándo y por qué.',
    },
    iud_usage_information: {
      question: '¿Qué DIU ha tenido?',
      hint: 'Agregue cada marca con la fecha en que empezó y, si dejó de usarla, cuándo y por qué.',
    },
    implant_usage_information: {
      question: '¿Qué implantes anticonceptivos ha tenido?',
      hint: 'Agregue cada marca con la fecha en que empezó y, si dejó de usarla, cuándo y por qué.',
    },
    injection_usage_information: {
      question: '¿Qué inyecciones anticonceptivas ha recibido?',
      hint: 'Agregue cada marca con la fecha en que empezó y, si dejó de usarla, cuándo y por qué.',
    },
    ring_usage_information: {
      question: '¿Qué anillos vaginales ha usado?',
      hint: 'Agregue cada marca con la fecha en que empezó y, si dejó de usarla, cuándo y por qué.',
    },
    birth_control_goals: {
      question:
        'Además de prevenir el embarazo, ¿con qué le gustaría que le ayude el anticonceptivo?',
    },
    menstrual_cramps_severity: {
      question: '¿Qué tan fuertes son sus cólicos menstruales, del 1 al 10?',
      hint: '1 es leve, 10 es muy fuerte.',
    },
    menstrual_cramps_past_treatments: {
      question: '¿Le han dado tratamiento para los cólicos menstruales?',
    },
    menstrual_cramps_challenges: {
      question: '¿Qué es lo más difícil de sus cólicos menstruales?',
      hint: 'En sus propias palabras.',
    },
    acne_severity: {
      question: '¿Qué tan fuerte es su acné, del 1 al 10?',
      hint: '1 es leve, 10 es muy fuerte.',
    },
    acne_past_treatments: { question: '¿Le han dado tratamiento para el acné?' },
    acne_challenges: {
      question: '¿Qué es lo más difícil de su acné?',
      hint: 'En sus propias palabras.',
    },
    hormonal_imbalance_condition: {
      question: '¿Un médico le ha dicho que tiene un problema de hormonas?',
    },
    hormonal_imbalance_treatment: {
      question: '¿Le han dado tratamiento para un desequilibrio de hormonas?',
    },
    hormonal_imbalance_challenges: { question: '¿Cuáles de estos síntomas tiene?' },
    irregular_periods_severity: { question: '¿Qué tan regulares son sus periodos?' },
    irregular_periods_consultation: {
      question: '¿Ha hablado con un médico o una enfermera sobre sus periodos irregulares?',
    },
    irregular_periods_challenges: {
      question: '¿Qué es lo más difícil de sus periodos irregulares?',
      hint: 'En sus propias palabras.',
    },
    birth_control_preferences: { question: '¿Qué tipo de anticonceptivo prefiere?' },
    current_medications: { question: '¿Qué medicamentos toma en este momento?' },
    current_supplements: { question: '¿Qué vitaminas o suplementos toma?' },
    current_immunizations: { question: '¿Qué vacunas ha recibido?' },
    allergies: { question: '¿A qué es alérgica o alérgico?' },
    bariatric_surgery: { question: '¿Ha tenido una cirugía para bajar de peso (bariátrica)?' },
    atherosclerotic_cv_disease: {
      question: '¿Tiene las arterias tapadas o endurecidas (aterosclerosis)?',
    },
    hypertension: { question: '¿Tiene presión arterial alta?' },
    hypertension_bp: {
      question: '¿Cuáles suelen ser los números de su presión arterial?',
      notKnown: 'Algo intermedio (como 135/85), o no lo sé',
    },
    dvt_pe: {
      question:
        '¿Alguna vez ha tenido un coágulo de sangre en una vena profunda de la pierna (TVP) o en los pulmones (embolia pulmonar)?',
    },
    thrombogenic_mutations: {
      question:
        '¿Le han dicho que tiene un cambio genético que hace que su sangre se coagule fácilmente (como el factor V Leiden)?',
    },
    superficial_venous_disorders: { question: '¿Tiene problemas en las venas cercanas a la piel?' },
    ischemic_heart_disease: {
      question:
        '¿Ha tenido una enfermedad del corazón por arterias tapadas, como angina de pecho o un infarto?',
      hint: 'La angina de pecho es un dolor o presión en el pecho que da cuando al corazón le llega poca sangre.',
    },
    stroke: { question: '¿Alguna vez ha tenido un derrame cerebral?' },
    valvular_heart_disease: { question: '¿Tiene algún problema en las válvulas del corazón?' },
    valvular_heart_disease_complications: {
      question: '¿Qué complicaciones de las válvulas del corazón ha tenido?',
    },
    peripartum_cardiomyopathy: {
      question:
        '¿Le han dicho que tiene el corazón débil por el embarazo (miocardiopatía periparto)?',
    },
    peripartum_cardiomyopathy_duration: {
      question: '¿Hace cuánto le dijeron que tiene el corazón débil?',
    },
    rheumatic_diseases: {
      question: '¿Tiene lupus, artritis reumatoide u otra enfermedad reumática?',
    },
    other_rheumatic_disease: { question: '¿Qué otra enfermedad reumática tiene?' },
    'rheumatic_diseases_sle_follow_up:antiphospholipid_antibodies': {
      question: 'Lupus: ¿un análisis de sangre le encontró anticuerpos antifosfolípidos?',
      hint: 'Si nunca le hicieron esa prueba, o no se acuerda, elija «No lo sé».',
    },
    'rheumatic_diseases_sle_follow_up:severe_thrombocytopenia': {
      question: 'Lupus: ¿tiene las plaquetas muy bajas (trombocitopenia grave)?',
    },
    'rheumatic_diseases_sle_follow_up:immunosuppressive_therapy': {
      question: 'Lupus: ¿toma medicamentos que bajan sus defensas (inmunosupresores)?',
    },
    'rheumatic_diseases_ra_follow_up:immunosuppressive_therapy': {
      question:
        'Artritis reumatoide: ¿toma medicamentos que bajan sus defensas (inmunosupresores)?',
    },
    neurologic_conditions: {
      question: '¿Tiene alguno de estos problemas de dolor de cabeza o del cerebro?',
      hint: 'El aura viene antes o durante la migraña y dura de unos minutos hasta una hora. Puede ver líneas en zigzag, destellos de luz o puntos ciegos, o sentir hormigueo o adormecimiento en un lado del cuerpo. Un dolor de cabeza fuerte, por sí solo, no es aura.',
    },
    'neurologic_conditions_follow_up:multiple_sclerosis_immobilization': {
      question: 'Esclerosis múltiple: ¿pasa largos periodos sin poder moverse?',
    },
    mood_disorders: { question: '¿Un médico le ha dicho que tiene alguno de estos problemas?' },
    mood_disorders_undiagnosed: {
      question:
        '¿Cree que podría tener alguno de estos problemas, aunque ningún médico se lo haya dicho?',
    },
    other_mood_disorder: { question: '¿Cuál es el otro problema del estado de ánimo?' },
    reproductive_tract_infections: {
      question: '¿Tiene o ha tenido alguno de estos problemas de salud reproductiva?',
    },
    cancer: {
      question: '¿Ha tenido cáncer de seno, otro problema del seno o un tumor en el hígado?',
    },
    'cancer_follow_up:breast_disease_status': {
      question: '¿Qué describe mejor su problema del seno?',
    },
    hiv: { question: '¿Tiene VIH?' },
    'hiv_follow_up:arv_therapy': {
      question: '¿Toma algún medicamento para el VIH (terapia antirretroviral)?',
    },
    infections: { question: '¿Ha tenido alguna de estas infecciones o enfermedades del hígado?' },
    endocrine_conditions: {
      question: '¿Tiene diabetes, un problema de la tiroides u otro problema de hormonas?',
    },
    'diabetes_follow_up:diabetes_lte_20_years': {
      question: '¿Cuánto tiempo hace que tiene diabetes?',
      answers: { yes: '20 años o menos', no: 'Más de 20 años' },
    },
    'diabetes_follow_up:experience_nephropathy_retinopathy_neuropathy': {
      question: '¿La diabetes ha afectado sus riñones, sus ojos o sus nervios?',
    },
    'diabetes_pregnant_follow_up:gestational_diabetes': {
      question: '¿Ha tenido diabetes durante un embarazo (diabetes gestacional)?',
    },
    gi_conditions: {
      question: '¿Tiene alguno de estos problemas de la vesícula, del hígado o de la digestión?',
    },
    'gi_conditions_gallbladder_follow_up:gallbladder_disease': {
      question: '¿Su enfermedad de la vesícula le causa síntomas, como dolor?',
    },
    'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status': {
      question: '¿Qué describe mejor su hepatitis ahora?',
    },
    'gi_conditions_liver_tumors_follow_up:liver_tumor': {
      question: '¿Qué tipo de tumor en el hígado es?',
    },
    cystic_fibrosis: { question: '¿Tiene fibrosis quística?' },
    anemias: { question: '¿Tiene alguno de estos problemas de la sangre (anemias)?' },
    solid_organ_transplantation: { question: '¿Ha recibido un trasplante de órgano?' },
    'solid_organ_transplantation_follow_up:complications': {
      question: '¿Su trasplante ha tenido complicaciones, como rechazo o falla del órgano?',
    },
    birth_control_concerns: { question: '¿Qué le preocupa de los anticonceptivos?' },
    'family_history:cardio': {
      question: '¿Su madre, padre, hermano o hermana ha tenido una enfermedad del corazón?',
    },
    'family_history:htn': {
      question: '¿Su madre, padre, hermano o hermana ha tenido presión arterial alta?',
    },
    'family_history:diabetes': {
      question: '¿Su madre, padre, hermano o hermana ha tenido diabetes?',
    },
    'family_history:cancer': { question: '¿Su madre, padre, hermano o hermana ha tenido cáncer?' },
    'family_history:stroke': {
      question: '¿Su madre, padre, hermano o hermana ha tenido un derrame cerebral?',
    },
    'family_history:thyroid_disorders': {
      question: '¿Su madre, padre, hermano o hermana ha tenido un problema de la tiroides?',
    },
    'family_history:mental_health': {
      question: '¿Su madre, padre, hermano o hermana ha tenido un problema de salud mental?',
    },
    'family_history:thrombosis': {
      question: '¿Su madre, padre, hermano o hermana ha tenido coágulos de sangre?',
    },
  },
  options: {
    gender: {
      female: 'Femenino',
      male: 'Masculino',
      nonbinary: 'No binario',
    },
    sex: {
      female: 'Femenino',
      male: 'Masculino',
      intersex: 'Intersexual',
    },
    lifestyle_activity: {
      sedentary: 'Poco o ningún ejercicio',
      gentle: 'Actividad ligera, como caminar',
      moderate: 'Ejercicio moderado varias veces por semana',
      vigorous: 'Ejercicio intenso casi todos los días',
    },
    lifestyle_diet: {
      vegan: 'Vegana',
      vegetarian: 'Vegetariana',
      pescatarian: 'Pescetariana (pescado, pero no otras carnes)',
      omnivore: 'Como carne',
    },
    'lifestyle_smoking_follow_up:products': {
      vape: 'Vapeador',
      ecigarette: 'Cigarrillo electrónico',
      cigarette: 'Cigarrillos',
      nicotine_patch: 'Parche de nicotina',
    },
    'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day': {
      gt_15_per_day: 'Más de 15 al día',
      lte_15_per_day: '15 o menos al día',
    },
    rec_drugs_list: {
      marijuana: 'Marihuana',
      cocaine: 'Cocaína',
      amphetamines: 'Anfetaminas',
      methamphetamines: 'Metanfetaminas',
      mephedrone: 'Mefedrona',
      hallucinogens: 'Alucinógenos (como LSD u hongos)',
      benzylpiperazine: 'Bencilpiperazina (BZP)',
      bath_salts: 'Sales de baño (una droga, no las que se usan para bañarse)',
    },
    abortion_trimester: {
      first: 'Primer trimestre (hasta 3 meses)',
      second: 'Segundo trimestre (de 4 a 6 meses)',
      third: 'Tercer trimestre (7 meses o más)',
    },
    previous_birth_control_methods: {
      pill: 'Pastilla',
      patch: 'Parche',
      cu_iud: 'DIU de cobre (Paragard)',
      hormonal_iud: 'DIU hormonal (Mirena, Kyleena, Liletta, Skyla)',
      implant: 'Implante',
      shot: 'Inyección',
      ring: 'Anillo vaginal',
    },
    birth_control_goals: {
      menstrual_cramps: 'Cólicos menstruales',
      acne: 'Acné',
      hormonal_imbalance: 'Desequilibrio hormonal',
      irregular_periods: 'Periodos irregulares',
    },
    hormonal_imbalance_challenges: {
      irregular_cycles: 'Ciclos irregulares',
      mood_swings: 'Cambios de humor',
      fatigue: 'Cansancio',
      weight_changes: 'Cambios de peso',
      sleep_disturbances: 'Problemas para dormir',
      hair_and_skin_issues: 'Problemas de cabello y piel',
      digestive_problems: 'Problemas digestivos',
      libido_changes: 'Cambios en el deseo sexual',
      hot_flashes: 'Bochornos',
      appetite: 'Cambios de apetito',
      cognitive: 'Cambios en la memoria o la concentración',
      body_temperature: 'Cambios de temperatura del cuerpo',
      muscle_and_joint_pain: 'Dolor de músculos y articulaciones',
      headaches: 'Dolores de cabeza',
      heart_palpitations: 'Palpitaciones',
      blood_sugar: 'Cambios de azúcar en la sangre',
      blood_pressure: 'Cambios de presión arterial',
      hair_and_nail_quality: 'Calidad del cabello y las uñas',
      breast_changes: 'Cambios en los senos',
      thyroid_related_symptoms: 'Síntomas relacionados con la tiroides',
    },
    irregular_periods_severity: {
      regular: 'Regulares',
      off_few_days: 'Varían unos días',
      off_few_weeks: 'Varían unas semanas',
      completely_unpredictable: 'Totalmente impredecibles',
    },
    birth_control_preferences: {
      low_maintenance: 'Algo en lo que no tenga que pensar seguido',
      daily_regimen: 'Algo que tome todos los días, como la pastilla',
      no_preferences: 'Sin preferencia',
    },
    bariatric_surgery: {
      no: 'No',
      yes_restrict_eating:
        'Sí, una cirugía que limita cuánto puedo comer (como la manga o la banda gástrica)',
      yes_restrict_eating_nutrients:
        'Sí, una cirugía que también limita cómo mi cuerpo absorbe los alimentos (como el bypass gástrico)',
    },
    hypertension: {
      no: 'No',
      yes_with_medications: 'Sí, y tomo medicamento para eso',
      yes_without_medications: 'Sí, pero no tomo medicamento para eso',
      yes_with_vascular_disease: 'Sí, y tengo una enfermedad de los vasos sanguíneos',
    },
    hypertension_bp: {
      systolic_gte_160_diastolic_gte_100: 'El número de arriba 160 o más, o el de abajo 100 o más',
      systolic_140_159_diastolic_90_99:
        'El número de arriba entre 140 y 159, o el de abajo entre 90 y 99',
      systolic_lte_130_diastolic_lte_80:
        'El número de arriba 130 o menos, y el de abajo 80 o menos',
    },
    dvt_pe: {
      no: 'No',
      leg_resolved_without_medications: 'Sí, en la pierna, y se quitó sin medicamento',
      leg_resolved_with_medications: 'Sí, en la pierna, y se trató con medicamento',
      lung_clot_or_pulmonary_embolism:
        'Sí, un coágulo de sangre en los pulmones (embolia pulmonar)',
    },
    superficial_venous_disorders: {
      no: 'No',
      yes_visible: 'Sí, várices que se ven',
      yes_history: 'Sí, he tenido un coágulo en una vena cerca de la piel',
    },
    valvular_heart_disease: {
      no: 'No',
      diagnosed_without_complications: 'Sí, sin complicaciones',
      diagnosed_with_complications: 'Sí, con complicaciones',
    },
    valvular_heart_disease_complications: {
      pulmonary_hypertension: 'Presión alta en los pulmones (hipertensión pulmonar)',
      risk_for_atrial_fibrillation: 'Riesgo de latidos irregulares (fibrilación auricular)',
      subacute_bacterial_endocarditis: 'Infección en el corazón (endocarditis bacteriana subaguda)',
    },
    peripartum_cardiomyopathy: {
      no: 'No',
      diagnosed_normal_mild_impaired:
        'Sí, y mi corazón funciona normal o está levemente debilitado',
      diagnosed_moderate_severe_impaired: 'Sí, y mi corazón está moderada o gravemente debilitado',
    },
    peripartum_cardiomyopathy_duration: {
      lt_6_months: 'Menos de 6 meses',
      gte_6_months: '6 meses o más',
    },
    rheumatic_diseases: {
      systemic_lupus_erythematosus: 'Lupus (lupus eritematoso sistémico)',
      rheumatoid_arthritis: 'Artritis reumatoide',
      other: 'Otra',
    },
    neurologic_conditions: {
      headaches: 'Dolores de cabeza (que no son migraña)',
      migranes_with_aura: 'Migraña con aura',
      migranes_without_aura: 'Migraña sin aura',
      migraine_aura_not_known: 'Migraña, no sé si con aura',
      epilepsy: 'Epilepsia',
      multiple_sclerosis: 'Esclerosis múltiple',
    },
    mood_disorders: moodDisorders,
    mood_disorders_undiagnosed: moodDisorders,
    reproductive_tract_infections: {
      irregular_cycles_without_heavy_bleeding: 'Ciclos irregulares sin sangrado abundante',
      heavy_periods: 'Periodos abundantes o prolongados',
      unexplained_vaginal_bleeding: 'Sangrado vaginal sin explicación',
      endometriosis: 'Endometriosis',
      benign_ovarian_tumors: 'Tumores benignos de ovario',
      severe_dysmenorrhea: 'Dolor menstrual intenso (dismenorrea)',
      gestational_trophoblastic_disease: 'Embarazo molar (enfermedad trofoblástica gestacional)',
      cervical_ectropion: 'Ectropión cervical',
      cervical_intraepithelial_neoplasia:
        'Cambios anormales en el Papanicolaou (neoplasia intraepitelial cervical)',
      cervical_cancer_awaiting_treatment: 'Cáncer de cuello uterino en espera de tratamiento',
      breast_disease_or_cancer: 'Enfermedad o cáncer del seno',
      endometrial_hyperplasia: 'Hiperplasia endometrial',
      endometrial_cancer: 'Cáncer de endometrio',
      ovarian_cancer: 'Cáncer de ovario',
      uterine_fibroids: 'Miomas uterinos',
      distorted_uterine_cavity: 'Cavidad uterina deformada',
      pelvic_inflammatory_disease: 'Enfermedad inflamatoria pélvica',
      current_or_past_sexually_transmitted_infections:
        'Infecciones de transmisión sexual, actuales o pasadas',
      vaginitis: 'Vaginitis',
      other: 'Otra',
    },
    cancer: {
      breast_cancer: 'Cáncer o enfermedad del seno',
      liver_tumor: 'Tumor en el hígado',
    },
    'cancer_follow_up:breast_disease_status': {
      undiagnosed_mass: 'Un bulto sin diagnóstico',
      benign_breast_disease: 'Enfermedad del seno que no es cáncer (benigna)',
      current_breast_cancer: 'Cáncer de seno ahora',
      past_breast_cancer: 'Cáncer de seno en el pasado',
    },
    infections: {
      schistosomiasis: 'Esquistosomiasis',
      fibrosis_of_the_liver: 'Fibrosis del hígado',
      pelvic_tuberculosis: 'Tuberculosis pélvica',
      non_pelvic_tuberculosis: 'Tuberculosis no pélvica',
      malaria: 'Malaria',
      other: 'Otra',
    },
    endocrine_conditions: {
      type_1_diabetes: 'Diabetes tipo 1',
      type_2_diabetes: 'Diabetes tipo 2',
      hyperthyroidism: 'Hipertiroidismo (tiroides hiperactiva)',
      hypothyroidism: 'Hipotiroidismo (tiroides hipoactiva)',
      simple_goiter_thyroid_disorder: 'Bocio simple',
      other: 'Otra',
    },
    gi_conditions: {
      gallbladder_disease: 'Enfermedad de la vesícula biliar',
      pregnancy_related_cholestasis:
        'Colestasis durante el embarazo (un problema del hígado que causa picazón)',
      hormonal_birth_control_related_cholestasis: 'Colestasis por anticonceptivos hormonales',
      viral_hepatitis: 'Hepatitis viral',
      mild_cirrhosis: 'Cirrosis leve (compensada)',
      severe_cirrhosis: 'Cirrosis grave (descompensada)',
      liver_tumors: 'Tumores en el hígado',
      other: 'Otra',
    },
    'gi_conditions_viral_hepatitis_follow_up:viral_hepatitis_status': {
      acute: 'Activa ahora, o en un brote',
      carrier: 'Tengo el virus, pero sin síntomas (estado de portador)',
      chronic: 'Crónica (de larga duración)',
      not_present: 'Ya no está presente',
    },
    'gi_conditions_liver_tumors_follow_up:liver_tumor': {
      focal_nodular_hyperplasia: 'Hiperplasia nodular focal',
      hepatocellular_adenoma: 'Adenoma hepatocelular',
      hepatoma: 'Maligno (hepatoma)',
      dont_know: 'No lo sé',
    },
    anemias: {
      thalassemia: 'Talasemia',
      sickle_cell_disease: 'Anemia de células falciformes',
      iron_deficiency_anemia: 'Anemia por falta de hierro',
    },
    birth_control_concerns: {
      effectiveness: 'Qué tan bien funciona',
      side_effects: 'Efectos secundarios',
      health_risks: 'Riesgos para la salud',
      convenience: 'Qué tan fácil es de usar',
      cost: 'Costo',
      interference_with_sexual_spontaneity: 'Que estorbe al tener relaciones sexuales',
      impact_on_fertility: 'Que me cueste más embarazarme después',
      other: 'Otra',
    },
  },
};
