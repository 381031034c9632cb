import { options } from './options';
import { has, yes } from '../../rules/builders';
import type { FieldDef } from './types';

export const socialFields: FieldDef[] = [
  {
    key: 'lifestyle_activity',
    section: 'social',
    label: 'Physical activity',
    kind: 'select',
    required: true,
    options: options([
      ['sedentary', 'Sedentary'],
      ['gentle', 'Gentle'],
      ['moderate', 'Moderate'],
      ['vigorous', 'Vigorous'],
    ]),
  },
  {
    key: 'lifestyle_diet',
    section: 'social',
    label: 'Diet',
    kind: 'select',
    required: true,
    options: options([
      ['vegan', 'Vegan'],
      ['vegetarian', 'Vegetarian'],
      ['pescatarian', 'Pescatarian'],
      ['omnivore', 'Omnivore'],
    ]),
  },
  {
    key: 'lifestyle_smoking',
    section: 'social',
    label: 'Smokes or uses nicotine',
    kind: 'boolean',
    required: false,
    // People who vape often do not count it as smoking: the question names it.
  },
  {
    key: 'lifestyle_smoking_follow_up:products',
    section: 'social',
    label: 'Nicotine products used',
    kind: 'multi-select',
    required: false,
    showIf: yes('lifestyle_smoking'),
    help: 'About 15 vape puffs equal one cigarette.',
    options: options([
      ['vape', 'Vape'],
      ['ecigarette', 'E-cigarette'],
      ['cigarette', 'Cigarettes'],
      ['nicotine_patch', 'Nicotine patch'],
    ]),
  },
  {
    key: 'lifestyle_smoking_products_cigarettes_follow_up:cigarettes_per_day',
    section: 'social',
    label: 'Cigarettes per day',
    kind: 'select',
    required: true,
    showIf: has('lifestyle_smoking_follow_up:products', 'cigarette'),
    options: options([
      ['gt_15_per_day', 'More than 15 a day'],
      ['lte_15_per_day', '15 or fewer a day'],
    ]),
  },
  {
    key: 'rec_drugs_list',
    section: 'social',
    label: 'Recreational drugs',
    kind: 'multi-select',
    required: false,
    options: options([
      ['marijuana', 'Marijuana'],
      ['cocaine', 'Cocaine'],
      ['amphetamines', 'Amphetamines'],
      ['methamphetamines', 'Methamphetamines'],
      ['mephedrone', 'Mephedrone'],
      ['hallucinogens', 'Hallucinogens'],
      ['benzylpiperazine', 'Benzylpiperazine (BZP)'],
      ['bath_salts', 'Bath salts'],
    ]),
  },
];
