/**
 * The patient's visit summary in Spanish: every text of en/summary.ts (the type check fails on a
 * missing or extra one), in plain words at about a 6th-grade level (Fernández-Huerta,
 * visit/summary/summary.test.ts), in the usted form, with the words docs/patient-wording.md
 * chose ("método de respaldo", "anillo vaginal", "vientre").
 */
import type { SummaryTexts } from '../en/summary';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

export const summary: SummaryTexts = {
  title: 'Resumen de su visita',
  date: (day) => {
    const [year, month, date] = day.split('-').map(Number);
    return `${date} de ${MONTHS[month! - 1]} de ${year}`;
  },
  visitOn: (date) => `Visita del ${date}.`,
  dateOfBirth: (date) => `Fecha de nacimiento: ${date}`,
  pageNumbers: { page: 'Página', of: 'de' },
  yourMethod: 'Su método anticonceptivo',
  forms: {
    pill: 'una pastilla',
    patch: 'un parche',
    ring: 'un anillo vaginal',
    injection: 'una inyección',
    implant: 'un implante',
    iud: 'un DIU',
  },
  prescribed: (product, form) => `Le dimos ${product}. Es ${form}.`,
  supply: (months) => (months === 1 ? 'Tiene para 1 mes.' : `Tiene para ${months} meses.`),
  howToStart: 'Cómo empezar',
  firstDose: {
    pill: 'Tome su primera pastilla hoy.',
    patch: 'Póngase su primer parche hoy.',
    ring: 'Póngase el anillo en la vagina hoy.',
    injection: 'Hoy le pusimos su primera inyección.',
  },
  firstDoseOn: {
    pill: (date) => `Tome su primera pastilla el ${date}.`,
    patch: (date) => `Póngase su primer parche el ${date}.`,
    ring: (date) => `Póngase el anillo en la vagina el ${date}.`,
    injection: (date) => `Vuelva el ${date} por su primera inyección.`,
  },
  use: {
    combined_pill_daily: 'Tome 1 pastilla cada día, a la misma hora, en el orden del paquete.',
    combined_pill_next_pack:
      'Empiece el próximo paquete el día después de terminar uno. Si su paquete tiene solo 21 pastillas, espere 7 días antes.',
    progestin_pill_daily: 'Tome 1 pastilla cada día, a la misma hora. No deje ningún día.',
    drospirenone_pill_daily:
      'Tome 1 pastilla cada día, a la misma hora: primero las 24 pastillas blancas, luego las 4 verdes.',
    pill_next_pack: 'Empiece el próximo paquete el día después de terminar uno.',
    patch_weekly: 'Póngase un parche nuevo el mismo día de cada semana, por 3 semanas.',
    patch_free_week: 'En la semana 4, no use parche. Luego empiece otra vez con un parche nuevo.',
    monthly_ring_cycle:
      'Deje el anillo puesto por 3 semanas. Luego sáquelo por 1 semana. Luego póngase un anillo nuevo.',
    yearly_ring_cycle:
      'Deje el anillo puesto por 3 semanas. Luego sáquelo por 1 semana. Luego vuelva a ponerse el mismo anillo.',
    yearly_ring_care:
      'Cuando esté fuera, lávelo con agua y jabón y guárdelo en su estuche. Un anillo dura 13 ciclos, más o menos 1 año.',
    injection_every_13_weeks: 'Le ponen una inyección cada 3 meses (13 semanas).',
    implant_placed: 'Una enfermera o un médico le pone el implante en el brazo.',
    iud_placed: 'Una enfermera o un médico le pone el DIU en la matriz.',
  },
  backUp: (days) =>
    days === 0
      ? 'No necesita un método de respaldo.'
      : `Por los próximos ${days} días, use condón o no tenga sexo.`,
  backUpUntil: (date, days) =>
    days === 0
      ? `Hasta el ${date}, use condón o no tenga sexo.`
      : `Hasta el ${date}, use condón o no tenga sexo. Luego use condón por ${days} días más.`,
  ifLate: 'Si se atrasa o se le olvida una dosis',
  missed: {
    combined_pill_one:
      '¿Se atrasó u olvidó 1 pastilla? Tómela lo antes que pueda. Tome las demás a la hora de siempre, aunque tome 2 en un día.',
    combined_pill_two_or_more:
      '¿Olvidó 2 o más seguidas? Tome la última que olvidó lo antes que pueda, y bote las otras que olvidó. Tome las demás a la hora de siempre. Use condón por 7 días.',
    combined_pill_last_week:
      'Si las olvidó en la última semana de pastillas con hormonas, no tome las pastillas sin hormonas y empiece un paquete nuevo al día siguiente.',
    combined_pill_first_week:
      'Si las olvidó en la primera semana y tuvo sexo sin condón en los últimos 5 días, pregunte por una pastilla de emergencia.',
    progestin_pill_late:
      '¿Más de 3 horas tarde? Tome 1 pastilla lo antes que pueda. Tome la próxima a la hora de siempre, aunque tome 2 en un día. Use condón por los próximos 2 días. Si tuvo sexo sin condón, pregunte por una pastilla de emergencia.',
    drospirenone_pill_one:
      '¿Olvidó 1 pastilla blanca? Tómela lo antes que pueda. Tome la próxima a la hora de siempre, aunque tome 2 en un día. No necesita condón.',
    drospirenone_pill_two_or_more:
      '¿Olvidó 2 o más pastillas blancas seguidas? Tome la última que olvidó lo antes que pueda. Luego tome 1 pastilla cada día. Use condón por 7 días.',
    drospirenone_pill_green:
      '¿Olvidó una pastilla verde? Bótela y siga. Empiece su próximo paquete a tiempo.',
    patch_under_48_hours:
      '¿Se puso el parche tarde, o se le cayó, por menos de 2 días (48 horas)? Póngase uno nuevo ahora. Siga con su día de cambio de siempre.',
    patch_48_hours_or_more:
      '¿Tarde o sin parche por 2 días o más? Póngase uno nuevo ahora, siga con su día de cambio de siempre y use condón por 7 días.',
    patch_week_3:
      'Si eso pasó en la semana 3, no haga la semana sin parche: póngase un parche nuevo de una vez.',
    patch_week_1:
      'Si eso pasó en la semana 1 y tuvo sexo sin condón en los últimos 5 días, pregunte por una pastilla de emergencia.',
    monthly_ring_under_48_hours:
      '¿El anillo estuvo fuera, o se lo puso tarde, por menos de 2 días (48 horas)? Póngaselo otra vez ahora. Sáquelo el día de siempre.',
    monthly_ring_48_hours_or_more:
      '¿Fuera o tarde por 2 días o más? Póngaselo otra vez ahora y use condón por 7 días.',
    monthly_ring_week_3:
      'Si eso pasó en la semana 3, no haga la semana sin anillo: póngase un anillo nuevo de una vez.',
    ring_week_1:
      'Si eso pasó en la semana 1 y tuvo sexo sin condón en los últimos 5 días, pregunte por una pastilla de emergencia.',
    yearly_ring_out:
      'El anillo puede estar fuera no más de 2 horas en total en las 3 semanas. Si estuvo fuera más tiempo, lávelo, póngaselo otra vez y use condón por 7 días.',
    injection_late:
      'Póngase la próxima inyección antes de que pasen 13 semanas. Todavía se la pueden poner hasta 15 semanas después de la última. Después de 15 semanas, use condón y llámenos.',
    nothing_to_take: 'No tiene que tomar nada cada día.',
  },
  emergencyTitle: 'Anticonceptivo de emergencia',
  emergencySuggested:
    'Tuvo sexo sin condón en los últimos 5 días. Una pastilla de emergencia todavía puede evitar un embarazo. Pregúntenos hoy.',
  tookLevonorgestrel: 'Tomó una pastilla de emergencia. Su método puede empezar ya.',
  tookUlipristal: (date) =>
    `Tomó ella, una pastilla de emergencia. Los métodos con hormonas hacen que ella funcione menos. Por eso, espere hasta el ${date} para empezar.`,
  periodCheck: 'Si no le baja la regla en las próximas 3 semanas, hágase una prueba de embarazo.',
  pregnancyTestTitle: 'Prueba de embarazo',
  followUpTest: (from, to) =>
    `Hágase una prueba de embarazo entre el ${from} y el ${to}. Una prueba de hoy no puede mostrar un embarazo muy nuevo.`,
  whatToExpect: 'Qué esperar',
  bleeding: 'Es común tener manchas o sangrado entre reglas en los primeros meses.',
  getCare: 'Cuándo buscar ayuda',
  emergencyRoom: 'Llame al 911 o vaya a la sala de emergencias si tiene:',
  aches: [
    'Mucho dolor en el vientre.',
    'Dolor en el pecho, o le falta el aire.',
    'Un dolor de cabeza muy fuerte.',
    'Problemas de la vista, como ver borroso o dejar de ver.',
    'Mucho dolor o hinchazón en una pierna.',
  ],
  problems:
    'Llámenos o llame a un médico si tiene un problema con su método, o si cree que puede estar embarazada.',
  infectionsTitle: 'El VIH y otras infecciones',
  infections: [
    'Su método no la protege del VIH ni de otras infecciones que se pasan por el sexo. El condón sí.',
    'Un medicamento llamado PrEP puede evitar el VIH. Pregúntenos.',
  ],
  emergencyHowTitle: 'Si tiene sexo sin condón',
  emergencyHow: [
    'Una pastilla de emergencia puede evitar un embarazo si la toma dentro de 5 días.',
    'Puede comprar pastillas de levonorgestrel (como Plan B) en la farmacia. No necesita receta.',
    'Otra pastilla, ella, necesita receta. Pregúntenos.',
    'Un DIU de cobre es lo que mejor funciona. Una enfermera o un médico se lo pone dentro de 5 días.',
  ],
  comeBack: 'Cuándo volver',
  nextShot: (date) => `Vuelva por su próxima inyección a más tardar el ${date}.`,
  renew: (date) => `Vuelva por más a más tardar el ${date}.`,
  nextStep: 'Su próximo paso',
  placementWanted: {
    implant: 'Usted quiere un implante. Una enfermera o un médico se lo pone en el brazo.',
    lng_iud: 'Usted quiere un DIU con hormona. Una enfermera o un médico se lo pone en la matriz.',
    cu_iud: 'Usted quiere un DIU de cobre. Una enfermera o un médico se lo pone en la matriz.',
  },
  notProtected:
    'No está protegida contra el embarazo hasta que se lo pongan. Hasta entonces, use condón cada vez que tenga sexo.',
  afterPlacement: (days) =>
    days === 0
      ? 'Funciona desde que se lo ponen.'
      : `Después de que se lo pongan, puede necesitar condón por ${days} días más. La enfermera o el médico le dirá.`,
  appointment: (to) => `Haga una cita en: ${to}.`,
  referredTitle: 'A dónde ir ahora',
  why: (reason) => `Por qué: ${reason}`,
  reasons: {
    health_condition:
      'Por un problema de salud, un médico o una enfermera debe revisar este método primero.',
    blood_pressure: 'Su presión salió alta hoy.',
    pregnancy_positive: 'Su prueba de embarazo salió positiva.',
    pregnancy_not_ruled_out: 'No pudimos estar seguros de que no está embarazada.',
    method_not_offered: 'Un farmacéutico no puede empezar el método que usted quiere.',
    her_choice: 'Usted decidió no empezar un método hoy.',
  },
  condomsUntil: 'Hasta que empiece un método, use condón cada vez que tenga sexo.',
  noMethodTitle: 'Su método anticonceptivo',
  noMethod: 'Hoy no empezó ningún método anticonceptivo.',
  comeBackAnyTime: 'Puede volver cuando quiera para empezar uno.',
  primaryCare: 'Vea a un médico o una enfermera de cabecera para sus chequeos.',
  pharmacist: (name) => `Le atendió: ${name}.`,
  questions: (phone) => `¿Preguntas? Llámenos al ${phone}.`,
};
