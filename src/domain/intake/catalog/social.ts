import { options } from './options';
import { includes, isYes } from './rules';
import type { FieldDef } from './types';
import { ask } from './wording';

export const socialFields: FieldDef[] = [
  {
    key: 'lifestyle_activity',
    section: 'social',
    label: 'Physical activity',
    kind: 'select',
    required: true,
    options: options([
      ['sedentary', 'Sedentary', { en: 'Little or no exercise', es: 'Poco o ningún ejercicio' }],
      [
        'gentle',
        'Gentle',
        { en: 'Light activity, like walking', es: 'Actividad ligera, como caminar' },
      ],
      [
        'moderate',
        'Moderate',
        {
          en: 'Moderate exercise a few times a week',
          es: 'Ejercicio moderado varias veces por semana',
        },
      ],
      [
        'vigorous',
        'Vigorous',
        { en: 'Hard exercise most days', es: 'Ejercicio intenso casi todos los días' },
      ],
    ]),
    patientWording: ask('How physically active are you?', '¿Cuánto se mueve o hace ejercicio?'),
  },
  {
    key: 'lifestyle_diet',
    section: 'social',
    label: 'Diet',
    kind: 'select',
    required: true,
    options: options([
      ['vegan', 'Vegan', 'Vegana'],
      ['vegetarian', 'Vegetarian', 'Vegetariana'],
      [
        'pescatarian',
        'Pescatarian',
        {
          en: 'Pescatarian (fish, but no other meat)',
          es: 'Pescetariana (pescado, pero no otras carnes)',
        },
      ],
      ['omnivore', 'Omnivore', { en: 'I eat meat', es: 'Como carne' }],
    ]),
    patientWording: ask(
      'Which best describes how you eat?',
      '¿Qué describe mejor su alimentación?',
    ),
  },
  {
    key: 'lifestyle_smoking',
    section: 'social',
    label: 'Smokes or uses nicotine',
    kind: 'boolean',
    required: false,
    // People who vape often do not count it as smoking: the question names it.
    patientWording: ask(
      {
        question: 'Do you smoke cigarettes, vape, or use any other nicotine product?',
        hint: 'Vapes and e-cigarettes count too, even if you don’t think of them as smoking.',
      },
      {
        question: '¿Fuma cigarrillos, usa vapeador o usa otro producto con nicotina?',
        hint: 'El vapeador y el cigarrillo electrónico también cuentan, aunque no le parezca que es fumar.',
      },
    ),
  },
  {
    key: 'lifestyle_smoking_follow_up:products',
    section: 'social',
    label: 'Nicotine products used',
    kind: 'multi-select',
    required: false,
    showIf: isYes('lifestyle_smoking'),
    help: 'About 15 vape puffs equal one cigarette.',
    options: options([
      ['vape', 'Vape', 'Vapeador'],
      ['ecigarette', 'E-cigarette', 'Cigarrillo electrónico'],
      ['cigarette', 'Cigarettes', 'Cigarrillos'],
      ['nicotine_patch', 'Nicotine patch', 'Parche de nicotina'],
    ]),
    patientWording: ask('Which nicotine products do you use?', '¿Qué productos de nicotina usa?'),
  },
  {
    key: 'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day',
    section: 'social',
    label: 'Cigarettes per day',
    kind: 'select',
    required: true,
    showIf: includes('lifestyle_smoking_follow_up:products', 'cigarette'),
    options: options([
      ['gt_15_per_day', 'More than 15 a day', 'Más de 15 al día'],
      ['lte_15_per_day', '15 or fewer a day', '15 o menos al día'],
    ]),
    patientWording: ask(
      {
        question: 'How many cigarettes do you smoke a day?',
        hint: 'About 15 vape puffs equal one cigarette.',
      },
      {
        question: '¿Cuántos cigarrillos fuma al día?',
        hint: 'Unas 15 fumadas de vapeador son como un cigarrillo.',
      },
    ),
  },
  {
    key: 'rec_drugs_list',
    section: 'social',
    label: 'Recreational drugs',
    kind: 'multi-select',
    required: false,
    options: options([
      ['marijuana', 'Marijuana', 'Marihuana'],
      ['cocaine', 'Cocaine', 'Cocaína'],
      ['amphetamines', 'Amphetamines', 'Anfetaminas'],
      ['methamphetamines', 'Methamphetamines', 'Metanfetaminas'],
      ['mephedrone', 'Mephedrone', 'Mefedrona'],
      [
        'hallucinogens',
        'Hallucinogens',
        { en: 'Hallucinogens (such as LSD or mushrooms)', es: 'Alucinógenos (como LSD u hongos)' },
      ],
      ['benzylpiperazine', 'Benzylpiperazine (BZP)', 'Bencilpiperazina (BZP)'],
      [
        'bath_salts',
        'Bath salts',
        {
          en: 'Bath salts (a drug, not the kind you put in a bath)',
          es: 'Sales de baño (una droga, no las que se usan para bañarse)',
        },
      ],
    ]),
    patientWording: ask(
      {
        question: 'Do you use any of these drugs?',
        hint: 'Your answers are private and help find a safe option for you.',
      },
      {
        question: '¿Consume alguna de estas drogas?',
        hint: 'Sus respuestas son privadas y ayudan a encontrar una opción segura para usted.',
      },
    ),
  },
];
