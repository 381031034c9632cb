/**
 * Brands offered in each method's usage history (docs/product.md, "Entities and fields"). Pill
 * brands are oral contraceptives marketed in the U.S., branded generics included, grouped by
 * progestin so a missing one is easy to place.
 */
import { optionsFromLabels } from './options';
import type { Option, UsageMethod } from './types';

const levonorgestrel = [
  'Afirmelle',
  'Altavera',
  'Amethia',
  'Amethyst',
  'Ashlyna',
  'Aubra',
  'Aviane',
  'Ayuna',
  'Balcoltra',
  'Camrese',
  'Camrese Lo',
  'Chateal',
  'Daysee',
  'Enpresse',
  'Falmina',
  'Introvale',
  'Jaimiess',
  'Jolessa',
  'Kurvelo',
  'Larissia',
  'Lessina',
  'Levonest',
  'Levora',
  'Lillow',
  'LoSeasonique',
  'Lutera',
  'Marlissa',
  'Minzoya',
  'Orsythia',
  'Portia',
  'Quartette',
  'Seasonale',
  'Seasonique',
  'Simpesse',
  'Sronyx',
  'Trivora',
  'Tyblume',
  'Vienva',
];

const norgestimate = [
  'Estarylla',
  'Femynor',
  'Mili',
  'Mono-Linyah',
  'Nymyo',
  'Ortho-Cyclen',
  'Ortho Tri-Cyclen',
  'Ortho Tri-Cyclen Lo',
  'Previfem',
  'Sprintec',
  'Tri-Estarylla',
  'Tri-Linyah',
  'Tri-Lo-Marzia',
  'Tri-Lo-Sprintec',
  'Tri-Mili',
  'Tri-Previfem',
  'Tri-Sprintec',
  'Tri-VyLibra',
  'VyLibra',
];

const desogestrel = [
  'Apri',
  'Azurette',
  'Caziant',
  'Cyclessa',
  'Cyred',
  'Desogen',
  'Emoquette',
  'Enskyce',
  'Isibloom',
  'Juleber',
  'Kalliga',
  'Kariva',
  'Mircette',
  'Pimtrea',
  'Reclipsen',
  'Simliya',
  'Velivet',
  'Viorele',
  'Volnea',
];

const drospirenone = [
  'Beyaz',
  'Gianvi',
  'Jasmiel',
  'Loryna',
  'Lo-Zumandimine',
  'Nextstellis',
  'Nikki',
  'Ocella',
  'Rajani',
  'Safyral',
  'Slynd',
  'Syeda',
  'Tydemy',
  'Vestura',
  'Yasmin',
  'Yaz',
  'Zarah',
  'Zumandimine',
];

const norethindroneAcetate = [
  'Aurovela Fe 1/20',
  'Aurovela 24 Fe',
  'Blisovi 24 Fe',
  'Blisovi Fe 1/20',
  'Charlotte 24 Fe',
  'Estrostep Fe',
  'Generess Fe',
  'Gildess Fe 1/20',
  'Hailey Fe 1/20',
  'Hailey 24 Fe',
  'Junel 1/20',
  'Junel 1.5/30',
  'Junel Fe 1/20',
  'Junel Fe 24',
  'Kaitlib Fe',
  'Larin 1/20',
  'Larin Fe 1/20',
  'Larin 24 Fe',
  'Layolis Fe',
  'Lo Loestrin Fe',
  'Loestrin Fe 1/20',
  'Mibelas 24 Fe',
  'Microgestin Fe 1/20',
  'Minastrin 24 Fe',
  'Tarina Fe 1/20',
  'Tarina 24 Fe',
  'Taytulla',
  'Tilia Fe',
  'Wymzya Fe',
];

const norethindrone = [
  'Alyacen 1/35',
  'Balziva',
  'Brevicon',
  'Briellyn',
  'Cyclafem 1/35',
  'Dasetta 1/35',
  'Leena',
  'Necon 1/35',
  'Nortrel 1/35',
  'Nortrel 7/7/7',
  'Ortho-Novum 1/35',
  'Philith',
  'Pirmella 1/35',
  'Tri-Norinyl',
  'Vyfemla',
  'Wera',
];

const progestinOnly = [
  'Camila',
  'Deblitane',
  'Errin',
  'Heather',
  'Incassia',
  'Jencycla',
  'Jolivette',
  'Lyza',
  'Nora-BE',
  'Norlyda',
  'Opill',
  'Ortho Micronor',
  'Sharobel',
  'Tulana',
];

const otherProgestins = [
  'Cryselle',
  'Elinest',
  'Kelnor 1/35',
  'Low-Ogestrel',
  'Natazia',
  'Zovia 1/35',
];

/**
 * Orders brand names as a reader would, case and accents aside. One collator, made once: a
 * `localeCompare` with a locale or options builds a new one for each comparison, which for the
 * pill brands took 60-180 ms at 4x CPU slowdown as this module loaded, inside the patient form's
 * first render (docs/architecture.md, "Budgets").
 */
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

export const pillBrands: readonly Option[] = optionsFromLabels(
  [
    ...levonorgestrel,
    ...norgestimate,
    ...desogestrel,
    ...drospirenone,
    ...norethindroneAcetate,
    ...norethindrone,
    ...progestinOnly,
    ...otherProgestins,
  ].sort(byName),
);

/**
 * The pill brands that hold no estrogen: the progestin-only list, and Slynd, listed with the
 * other drospirenone brands above. A visit prescribes them as the progestin-only pill (POP),
 * every other pill as combined hormonal contraception (CHC).
 */
export const progestinOnlyPills: ReadonlySet<string> = new Set([...progestinOnly, 'Slynd']);

export const brandsByMethod: Readonly<Record<UsageMethod, readonly Option[]>> = {
  pill: pillBrands,
  patch: optionsFromLabels(['Xulane', 'Twirla']),
  iud: optionsFromLabels(['Paragard', 'Mirena', 'Kyleena', 'Liletta', 'Skyla']),
  implant: optionsFromLabels(['Implanon', 'Nexplanon']),
  injection: optionsFromLabels(['Depo-Provera', 'Depo-SubQ Provera 104']),
  ring: optionsFromLabels(['Annovera', 'NuvaRing', 'EluRyng']),
};
