import type { Pregnancies } from '../../explorer/method-cards';
import type { ExplorerTexts } from '../en/explorer';

/** A count of people, as words say it: "Menos de 1", "7", "De 2 a 23". */
const count = (pregnancies: Pregnancies) => {
  if (typeof pregnancies !== 'number') return `De ${pregnancies.low} a ${pregnancies.high}`;
  return pregnancies < 1 ? 'Menos de 1' : String(pregnancies);
};

/** The method explorer's words in Spanish: the type check fails on a missing or extra one. */
export const explorer: ExplorerTexts = {
  title: '¿Qué es importante para usted?',
  intro: 'Cuéntenos qué es importante para usted. Luego vea todos los tipos de anticonceptivos.',
  skipAny: 'Puede saltar cualquier pregunta.',
  start: 'Empezar',
  skipStep: 'Saltar este paso',
  skip: 'Saltar',
  questions: {
    prevent_pregnancy: '¿Qué tan importante es para usted no quedar embarazada?',
    how_often: '¿Cada cuánto quiere pensar en su método?',
    hormones: '¿Qué piensa de las hormonas?',
    periods: '¿Qué quiere para su regla?',
    no_procedure: '¿Quiere evitar un procedimiento o una aguja?',
    private: '¿Le importa que otros no sepan que lo usa?',
    pregnant_within_year: '¿Quiere quedar embarazada en el próximo año?',
    infections: '¿Quiere que le proteja de las infecciones que se pasan en el sexo?',
  },
  answers: {
    prevent_pregnancy: { very: 'Mucho', somewhat: 'Algo', not_much: 'Poco', not_sure: 'No sé' },
    how_often: {
      daily: 'Cada día',
      weekly: 'Cada semana',
      monthly: 'Cada mes',
      every_3_months: 'Cada 3 meses',
      every_few_years: 'Cada pocos años',
      when_sex: 'Solo cuando tengo sexo',
      not_sure: 'No sé',
    },
    hormones: {
      fine: 'Las hormonas están bien',
      no_estrogen: 'Sin estrógeno',
      none: 'Sin hormonas',
      not_sure: 'No sé',
    },
    periods: {
      lighter_or_none_fine: 'Está bien si es más ligera o si no baja',
      keep_regular: 'Quiero que siga regular',
      no_change: 'No quiero cambios',
      not_sure: 'No sé',
    },
    no_procedure: { yes: 'Sí', no: 'No', not_sure: 'No sé' },
    private: { yes: 'Sí', no: 'No', not_sure: 'No sé' },
    pregnant_within_year: { yes: 'Sí', no: 'No', not_sure: 'No sé' },
    infections: { yes: 'Sí', no: 'No', not_sure: 'No sé' },
  },
  comparison: {
    heading: 'Todos los tipos de anticonceptivos',
    order: 'Primero van los que van con lo que nos dijo.',
    pharmacist: 'Su farmacéutico revisa cuáles son seguros para usted.',
  },
  methods: {
    implant: { name: 'Implante', use: 'Una varita pequeña va bajo la piel del brazo.' },
    lng_iud: {
      name: 'DIU con hormona',
      use: 'Una T pequeña va dentro del útero (matriz). Tiene una hormona.',
    },
    cu_iud: {
      name: 'DIU de cobre',
      use: 'Una T pequeña va dentro del útero (matriz). No tiene hormonas.',
    },
    shot: { name: 'Inyección', use: 'Le ponen una inyección en el brazo o la cadera.' },
    combined_pill: { name: 'Pastilla', use: 'Toma una pastilla por la boca. Tiene dos hormonas.' },
    progestin_pill: {
      name: 'Pastilla con una hormona',
      use: 'Toma una pastilla por la boca. No tiene estrógeno.',
    },
    patch: { name: 'Parche', use: 'Lleva un parche en la piel.' },
    ring: { name: 'Anillo vaginal', use: 'Se pone un anillo suave en la vagina.' },
    external_condom: { name: 'Condón', use: 'Va en el pene cada vez que tiene sexo.' },
    internal_condom: {
      name: 'Condón interno',
      use: 'Va dentro de la vagina cada vez que tiene sexo.',
    },
    diaphragm: {
      name: 'Diafragma',
      use: 'Una copa suave va en la vagina, con gel, cada vez que tiene sexo.',
    },
    emergency_pill: {
      name: 'Pastilla del día siguiente',
      use: 'Toma una pastilla poco después de tener sexo sin protección. No es para todos los días.',
    },
    fertility_awareness: {
      name: 'Seguir su ciclo',
      use: 'Cada día anota las señales de su cuerpo. En los días en que puede quedar embarazada, no tiene sexo o usa condón.',
    },
    withdrawal: { name: 'Sacar el pene', use: 'El pene sale antes de que él termine.' },
    sterilization: {
      name: 'Ligadura de trompas (esterilización)',
      use: 'Una cirugía cierra o quita las trompas. Es para siempre.',
    },
  },
  card: {
    howWell: 'Qué tan bien funciona',
    howToUse: 'Cómo se usa',
    howOften: 'Cada cuánto',
    periods: 'Su regla',
    sideEffects: 'Efectos secundarios',
    infections: 'Infecciones del sexo',
    backToPregnancy: 'Si quiere quedar embarazada',
    where: 'Dónde conseguirlo',
  },
  pregnancies: (pregnancies: Pregnancies) =>
    `${count(pregnancies)} de cada 100 personas quedan embarazadas en un año.`,
  picture: (pregnancies: Pregnancies) =>
    `Un dibujo de 100 personas. ${count(pregnancies)} de ellas quedan embarazadas en un año.`,
  noYearlyFigure: 'Es para después del sexo, así que no hay un número para un año de uso.',
  often: {
    daily: 'Cada día',
    weekly: 'Cada semana',
    monthly: 'Cada mes',
    every_3_months: 'Cada 3 meses',
    every_few_years: 'Dura años',
    when_sex: 'Cada vez que tiene sexo',
    once: 'Una vez',
  },
  periods: {
    lighter_or_none: 'Puede ser más ligera, o dejar de bajar.',
    irregular: 'Puede bajar en días que no espera.',
    heavier: 'Puede ser más fuerte, con más cólicos.',
    regular: 'Sigue regular.',
    check_next_period:
      'Si no le baja la regla en las próximas 3 semanas, hágase una prueba de embarazo.',
    no_change: 'No cambia.',
  },
  sideEffects: {
    cramps: 'Cólicos',
    heavier_longer_periods: 'Reglas más fuertes y más largas',
    spotting: 'Manchas entre reglas',
    irregular_bleeding: 'Sangrado en días que no espera',
    no_periods: 'No le baja la regla',
    belly_pain: 'Dolor de vientre',
    period_changes: 'Cambios en la regla',
    weight_gain: 'Subir de peso',
    acne: 'Granos (acné)',
    mood: 'Cambios de ánimo',
    headache: 'Dolor de cabeza',
    bone_loss: 'Huesos más débiles',
    nervousness: 'Nervios',
    dizziness: 'Mareos',
    nausea: 'Malestar de estómago',
    breast_tenderness: 'Dolor en los senos',
    pain_bleeding_infection: 'Dolor, sangrado o infección después de la cirugía',
  },
  noSideEffectsListed: 'Pregunte a su farmacéutico.',
  infections: {
    protects: 'Le ayuda a protegerse de las infecciones del sexo.',
    doesNot: 'No le protege de las infecciones del sexo.',
  },
  backToPregnancy: {
    immediate: 'Puede quedar embarazada poco después de dejarlo.',
    delayed: 'Después de la última inyección, puede tardar 10 meses o más en quedar embarazada.',
    permanent: 'Es para siempre. No podrá quedar embarazada después.',
  },
  where: {
    pharmacist_today: 'Con su farmacéutico, hoy',
    over_the_counter: 'En la tienda, sin receta',
    clinic: 'En una clínica',
    learn_from_clinic: 'En una clínica le pueden enseñar',
    nothing_to_get: 'No hay nada que comprar',
  },
  notes: {
    shot_delay:
      'Quiere quedar embarazada en el próximo año. Después de la última inyección, puede tardar 10 meses o más en quedar embarazada.',
    permanent: 'Quiere quedar embarazada en el próximo año. Esto es para siempre.',
    more_often_than_wanted: 'Tendría que pensar en él más seguido de lo que quiere.',
    has_estrogen: 'Tiene estrógeno, que es una hormona.',
    has_hormones: 'Tiene una hormona.',
    no_hormones: 'No tiene hormonas.',
    procedure: 'Un médico o una enfermera lo pone, o hace una cirugía.',
    needle: 'Es una inyección.',
    others_may_tell: 'Otros pueden darse cuenta de que lo usa.',
    changes_periods: 'Puede cambiar su regla.',
    less_effective: 'Con este, más personas quedan embarazadas.',
    protects_from_infections: 'Le ayuda a protegerse de las infecciones del sexo.',
    no_infection_protection:
      'No le protege de las infecciones del sexo. Puede usar también un condón.',
  },
  ask: 'Quiero preguntar por este',
  asking: 'Va a preguntar por este',
  done: 'Listo',
  summaryLine: (items: readonly string[]) =>
    `Nos dijo lo que es importante para usted: ${items.join('; ')}.`,
  summaryAnswers: {
    prevent_pregnancy: {
      very: 'no quedar embarazada le importa mucho',
      somewhat: 'no quedar embarazada le importa algo',
      not_much: 'no quedar embarazada le importa poco',
    },
    how_often: {
      daily: 'pensar en él cada día está bien',
      weekly: 'pensar en él cada semana',
      monthly: 'pensar en él cada mes',
      every_3_months: 'pensar en él cada 3 meses',
      every_few_years: 'pensar en él cada pocos años',
      when_sex: 'pensar en él solo cuando tiene sexo',
    },
    hormones: {
      fine: 'las hormonas están bien',
      no_estrogen: 'sin estrógeno',
      none: 'sin hormonas',
    },
    periods: {
      lighter_or_none_fine: 'está bien si la regla es más ligera o no baja',
      keep_regular: 'una regla regular',
      no_change: 'ningún cambio en su regla',
    },
    no_procedure: {
      yes: 'sin procedimiento y sin aguja',
      no: 'un procedimiento o una aguja están bien',
    },
    private: { yes: 'que otros no lo sepan', no: 'está bien si otros lo saben' },
    pregnant_within_year: {
      yes: 'quedar embarazada en el próximo año',
      no: 'no quedar embarazada en el próximo año',
    },
    infections: {
      yes: 'protección de las infecciones del sexo',
      no: 'no necesita protección de las infecciones',
    },
  },
};
