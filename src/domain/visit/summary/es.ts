/**
 * The patient's visit summary in Spanish: every text of en.ts (the type check fails when one is
 * missing), in plain words at about a 6th-grade level (Fernández-Huerta, summary.test.ts).
 */
import type { SummaryMessages } from './en';

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

export const es: SummaryMessages = {
  title: 'Resumen de su visita',
  date: (day) => {
    const [year, month, date] = day.split('-').map(Number);
    return `${date} de ${MONTHS[month! - 1]} de ${year}`;
  },
  visitOn: (date) => `Visita del ${date}.`,
  yourMethod: 'Su método anticonceptivo',
  forms: {
    pill: 'una pastilla',
    patch: 'un parche',
    ring: 'un anillo',
    injection: 'una inyección',
    implant: 'un implante',
    iud: 'un DIU',
  },
  prescribed: (product, form) => `Le dimos ${product}. Es ${form}.`,
  supply: (months) => (months === 1 ? 'Tiene para 1 mes.' : `Tiene para ${months} meses.`),
  howToStart: 'Cómo empezar',
  startToday: 'Empiece hoy.',
  use: {
    pill: 'Tome 1 pastilla cada día, a la misma hora.',
    patch: 'Use un parche nuevo cada semana por 3 semanas. Luego no use parche por 1 semana.',
    ring: 'Deje el anillo en la vagina por 3 semanas. Luego sáquelo por 1 semana.',
    injection: 'Le ponen una inyección cada 3 meses.',
    implant: 'Una enfermera o un médico le pone el implante en el brazo.',
    iud: 'Una enfermera o un médico le pone el DIU en la matriz.',
  },
  backUp: (days) =>
    days === 0
      ? 'No necesita otro método de apoyo.'
      : `Por los próximos ${days} días, use condón o no tenga sexo.`,
  ifLate: 'Si se le olvida una dosis',
  missed: {
    combinedPill:
      '¿Olvidó 1 pastilla? Tómela lo antes que pueda. ¿Olvidó 2 o más seguidas? Tome la última que olvidó y use condón por 7 días.',
    progestinPill:
      '¿Tomó una pastilla más de 3 horas tarde? Tómela lo antes que pueda y use condón por 2 días.',
    patch:
      '¿El parche se cayó por menos de 2 días? Ponga uno nuevo. ¿Por 2 días o más? Ponga uno nuevo y use condón por 7 días.',
    ring: '¿El anillo estuvo fuera menos de 2 días? Vuelva a ponerlo. ¿Por 2 días o más? Vuelva a ponerlo y use condón por 7 días.',
    injection:
      'Vuelva por su inyección en 13 semanas. Si pasan más de 15 semanas, use condón y llámenos.',
    nothingToMiss: 'No tiene que tomar nada cada día.',
  },
  warningTitle: 'Busque ayuda de inmediato si tiene:',
  warnings: [
    'Mucho dolor en la panza.',
    'Dolor en el pecho, o le falta el aire.',
    'Un dolor de cabeza muy fuerte.',
    'Problemas de la vista, como ver borroso.',
    'Mucho dolor o hinchazón en una pierna.',
  ],
  comeBack: 'Cuándo volver',
  nextShot: (date) => `Vuelva por su próxima inyección antes del ${date}.`,
  renew: (date) => `Vuelva por más antes del ${date}.`,
  referredTitle: 'A dónde ir ahora',
  referred: (to) => `Le enviamos a: ${to}.`,
  noMethodTitle: 'Su método anticonceptivo',
  noMethod: 'Hoy no empezó ningún método anticonceptivo.',
  why: (reason) => `Por qué: ${reason}`,
  primaryCare: 'Vea a un médico o enfermera de cabecera para sus chequeos.',
  pharmacist: (name) => `Su farmacéutico: ${name}.`,
  questions: (phone) => `¿Preguntas? Llámenos al ${phone}.`,
};
