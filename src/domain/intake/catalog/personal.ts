import { TEXT_LIMITS } from '../../text-limits';
import { options } from './options';
import type { FieldDef } from './types';
import { ask } from './wording';

export const personalFields: FieldDef[] = [
  {
    key: 'name',
    section: 'personal',
    label: 'Full name',
    kind: 'text',
    required: true,
    maxLength: TEXT_LIMITS.name,
    patientWording: ask('What is your full name?', '¿Cuál es su nombre completo?'),
  },
  {
    key: 'gender',
    section: 'personal',
    label: 'Gender',
    kind: 'select',
    required: true,
    options: options([
      ['female', 'Female', 'Femenino'],
      ['male', 'Male', 'Masculino'],
      ['nonbinary', 'Nonbinary', 'No binario'],
    ]),
    patientWording: ask('What is your gender?', '¿Cuál es su género?'),
  },
  {
    key: 'sex',
    section: 'personal',
    label: 'Sex assigned at birth',
    kind: 'select',
    required: true,
    options: options([
      ['female', 'Female', 'Femenino'],
      ['male', 'Male', 'Masculino'],
      ['intersex', 'Intersex', 'Intersexual'],
    ]),
    patientWording: ask('What sex were you assigned at birth?', '¿Qué sexo se le asignó al nacer?'),
  },
  {
    key: 'date_of_birth',
    section: 'personal',
    label: 'Date of birth',
    kind: 'date',
    required: true,
    patientWording: ask('What is your date of birth?', '¿Cuál es su fecha de nacimiento?'),
  },
  {
    key: 'ethnicity',
    section: 'personal',
    label: 'Ethnicity',
    kind: 'text',
    required: true,
    patientWording: ask(
      { question: 'What is your ethnicity?', hint: 'In your own words.' },
      { question: '¿Cuál es su origen étnico?', hint: 'En sus propias palabras.' },
    ),
  },
  {
    key: 'height',
    section: 'personal',
    label: 'Height',
    kind: 'integer',
    unit: 'in',
    required: true,
    min: 1,
    help: 'In inches.',
    patientWording: ask(
      {
        question: 'How tall are you?',
        hint: 'In inches: 5 feet 4 inches is 64 inches.',
        unit: 'inches',
      },
      {
        question: '¿Cuánto mide?',
        hint: 'En pulgadas: 5 pies y 4 pulgadas son 64 pulgadas.',
        unit: 'pulgadas',
      },
    ),
  },
  {
    key: 'weight',
    section: 'personal',
    label: 'Weight',
    kind: 'integer',
    unit: 'lbs',
    required: true,
    min: 1,
    help: 'In pounds.',
    patientWording: ask(
      { question: 'How much do you weigh?', unit: 'pounds' },
      { question: '¿Cuánto pesa?', unit: 'libras' },
    ),
  },
  {
    key: 'first_menstruation',
    section: 'personal',
    label: 'Age at first menstruation (0-18)',
    kind: 'integer',
    unit: 'years',
    required: true,
    min: 0,
    max: 18,
    patientWording: ask(
      { question: 'How old were you when you had your first period?', unit: 'years old' },
      { question: '¿Qué edad tenía cuando tuvo su primera menstruación?', unit: 'años' },
    ),
  },
  {
    key: 'sexual_activity',
    section: 'personal',
    label: 'Sexually active',
    kind: 'boolean',
    required: false,
    patientWording: ask('Are you sexually active?', '¿Tiene actividad sexual actualmente?'),
  },
];
