/**
 * The public source of each product's active ingredients and strengths (products.ts), read by
 * the docs page (page.ts, docs/method-facts.md) only, so the app does not ship them. "DailyMed
 * set" is the label's set id on NLM's DailyMed (dailymed.nlm.nih.gov); "NDC" a product of the
 * FDA's National Drug Code Directory (as published by openFDA); RxNorm is NLM's normalized names
 * of clinical drugs, whose branded packs name each tablet's strength.
 */
import type { SourcedProduct } from './products';

const label = (brand: string, where: string, says: string) =>
  `${brand} prescribing information (FDA label, ${where}): ${says}`;

export const productSources: Readonly<Record<SourcedProduct, string>> = {
  Aviane: label(
    'Aviane',
    'DailyMed, Teva, NDC 0555-9045',
    '21 orange tablets each 0.10 mg levonorgestrel and 0.02 mg ethinyl estradiol, 7 inert',
  ),
  'Junel 1/20': label(
    'Junel and Junel Fe',
    'as published by openFDA',
    'Junel 1/20, each tablet 1 mg norethindrone acetate and 20 mcg ethinyl estradiol',
  ),
  'Junel 1.5/30': label(
    'Junel and Junel Fe',
    'as published by openFDA',
    'Junel 1.5/30, each tablet 1.5 mg norethindrone acetate and 30 mcg ethinyl estradiol',
  ),
  'Junel Fe 1/20': label(
    'Junel and Junel Fe',
    'as published by openFDA',
    'Junel Fe 1/20, each light yellow tablet 1 mg norethindrone acetate and 20 mcg ethinyl estradiol, each brown tablet 75 mg ferrous fumarate',
  ),
  Levora: label(
    'Levora 0.15/30-28',
    'DailyMed set 31679b9f-58c9-4bf1-8c2c-f5a216ff4cd3, Mayne Pharma',
    '21 white tablets each 0.15 mg levonorgestrel and 0.03 mg ethinyl estradiol, 7 inert',
  ),
  'Lo Loestrin Fe': label(
    'Lo Loestrin Fe',
    'description, as published by RxList',
    '24 blue tablets each 1 mg norethindrone acetate and 10 mcg ethinyl estradiol, 2 white tablets each 10 mcg ethinyl estradiol, 2 brown tablets 75 mg ferrous fumarate',
  ),
  'Microgestin Fe 1/20': label(
    'Microgestin Fe',
    'DailyMed set a56c0da1-1a72-4765-9dc4-09127a1e3505, Mayne Pharma',
    'each white tablet 1 mg norethindrone acetate and 20 mcg ethinyl estradiol, each brown tablet 75 mg ferrous fumarate',
  ),
  Ocella: label(
    'Ocella',
    'DailyMed set 4fedeb6a-d99f-43e1-89f3-75818ce919aa',
    '21 tablets each 3 mg drospirenone and 0.03 mg ethinyl estradiol, 7 inert',
  ),
  'Ortho-Cyclen': label(
    'Ortho-Cyclen and Ortho Tri-Cyclen',
    'DailyMed set 384e7a40-dcbd-4908-bf5e-65abc9932973, Janssen',
    'Ortho-Cyclen, 21 blue tablets each 0.250 mg norgestimate and 0.035 mg ethinyl estradiol, 7 inert',
  ),
  'Ortho Tri-Cyclen': label(
    'Ortho-Cyclen and Ortho Tri-Cyclen',
    'DailyMed set 384e7a40-dcbd-4908-bf5e-65abc9932973, Janssen',
    'Ortho Tri-Cyclen, 7 tablets each of 0.180, 0.215 and 0.250 mg norgestimate, all with 0.035 mg ethinyl estradiol, 7 inert',
  ),
  'Ortho Tri-Cyclen Lo': label(
    'Ortho Tri-Cyclen Lo',
    'Ortho Women’s Health, description',
    'tablets of 0.180, 0.215 and 0.250 mg norgestimate, each with 0.025 mg ethinyl estradiol',
  ),
  Sprintec: label(
    'Sprintec',
    'DailyMed set 90240210-0bca-4a55-99dc-19f2b40d8e3f',
    '21 blue tablets each 0.250 mg norgestimate and 0.035 mg ethinyl estradiol, 7 white inert',
  ),
  'Tri-Lo-Sprintec': label(
    'Tri-Lo-Sprintec',
    'DailyMed set ddbeb312-af2b-4d22-ab7c-5ab2f3f8d5cb, Teva',
    '7 tablets each of 0.18, 0.215 and 0.25 mg norgestimate, all with 0.025 mg ethinyl estradiol, 7 inert',
  ),
  'Tri-Sprintec': label(
    'Tri-Sprintec',
    'DailyMed set cbcb4427-7a99-467c-915f-a8b4c90e2832',
    'gray tablets 0.18 mg, light blue 0.215 mg and blue 0.25 mg norgestimate, each with 0.035 mg ethinyl estradiol',
  ),
  Trivora:
    'NLM RxNorm 748865, Pack [Trivora 28 Day]: 6 tablets of levonorgestrel 0.05 mg with ethinyl estradiol 0.03 mg, 10 of levonorgestrel 0.125 mg with ethinyl estradiol 0.03 mg, 5 of levonorgestrel 0.075 mg with ethinyl estradiol 0.04 mg, 7 inert',
  Yasmin:
    'NLM RxNorm 748857, Pack [Yasmin 28 Day]: 21 tablets of drospirenone 3 mg with ethinyl estradiol 0.03 mg, 7 inert',
  Yaz: 'NLM RxNorm 748856, Pack [Yaz 28 Day]: 24 tablets of drospirenone 3 mg with ethinyl estradiol 0.02 mg, 4 inert',
  Camila: label(
    'Camila',
    'DailyMed set 59985565-af09-21ba-0336-3f6db7711bd1',
    'each tablet 0.35 mg norethindrone',
  ),
  Errin: label(
    'Errin',
    'DailyMed set 32e6366a-8bb4-4b67-b4a3-e372c7696fa7, Mayne Pharma',
    'each tablet 0.35 mg norethindrone',
  ),
  Heather: label(
    'Heather',
    'DailyMed set 35b5ddb5-1729-4588-b2a2-ead56d78b6f9, Glenmark',
    'each tablet 0.35 mg norethindrone',
  ),
  Incassia:
    'FDA NDC Directory, NDC 65862-925 (Incassia, Aurobindo): norethindrone 0.35 mg per tablet',
  Jencycla: label(
    'Jencycla',
    'DailyMed, Lupin, NDC 68180-877',
    'each tablet 0.35 mg norethindrone',
  ),
  'Nora-BE': label(
    'Nora-BE',
    'DailyMed set 426ac898-7745-4645-bf9b-bae319e260e8, Teva',
    'each tablet 0.35 mg norethindrone',
  ),
  'Ortho Micronor': label(
    'Ortho Micronor',
    'DailyMed set ced724db-31cd-4af8-bcc6-555262b0ff41, Janssen',
    'each tablet 0.35 mg norethindrone',
  ),
  Opill:
    'Opill Drug Facts (FDA OTC label, Perrigo, NDC 0113-8101): norgestrel 0.075 mg in each tablet',
  Slynd: label(
    'Slynd',
    'DailyMed set db32bc55-f295-4d87-9dbb-0a2f45573dcf, Exeltis',
    '24 white tablets each 4 mg drospirenone, 4 green inert',
  ),
  Xulane: label(
    'Xulane',
    'DailyMed set adcf17ef-e60b-48a4-9478-3998dab2bbbd',
    'releases 150 mcg/day norelgestromin and 35 mcg/day ethinyl estradiol',
  ),
  Twirla: label(
    'Twirla',
    'DailyMed set bcaf8db0-1750-425d-b008-255b5e7a9cc6, Agile Therapeutics',
    'releases 120 mcg/day levonorgestrel and 30 mcg/day ethinyl estradiol',
  ),
  NuvaRing: label(
    'NuvaRing',
    'DailyMed set 55eb60e3-6f4d-40a3-8ee6-e7fd2d0c7d97, Organon',
    'releases on average 0.12 mg/day etonogestrel and 0.015 mg/day ethinyl estradiol',
  ),
  EluRyng:
    'FDA NDC Directory, NDC 65162-469 (EluRyng, Amneal; label DailyMed set c6c8512d-b258-4be5-8c2f-0f1893f198b9): etonogestrel 0.12 mg/day, ethinyl estradiol 0.015 mg/day',
  Annovera:
    'Annovera prescribing information, as the maker’s site for clinicians gives it (annoverahcp.com): about 150 mcg segesterone acetate and 13 mcg ethinyl estradiol a day; FDA NDC Directory, NDC 68308-752: 103 mg segesterone acetate and 17.4 mg ethinyl estradiol in the ring',
  'Depo-Provera':
    'FDA NDC Directory, NDC 0009-0746 (Depo-Provera, Pharmacia & Upjohn): medroxyprogesterone acetate 150 mg/mL',
  'Depo-SubQ Provera 104':
    'FDA NDC Directory, NDC 0009-4709 (Depo-SubQ Provera, Pharmacia & Upjohn): medroxyprogesterone acetate 104 mg/0.65 mL',
};
