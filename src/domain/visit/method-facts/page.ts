/**
 * docs/method-facts.md, written from the method facts (facts.ts), the English words of the
 * visit summary and the sources (`npx tsx scripts/method-facts.ts`; page.test.ts fails when the
 * page is stale), so the page and what a patient is told cannot drift apart.
 */
import { summary as en } from '../../texts/en/summary';
import { productFacts, type ProductFacts } from './facts';
import { missedSources, startSources, useSources } from './line-sources';
import {
  isPlaced,
  KIND_NAMES,
  PRODUCT_KINDS,
  productKind,
  productsByMethod,
  type ProductKind,
} from './product-kinds';
import { isSourced, PRODUCT_STRENGTHS, strengthWords } from './products';
import { productSources } from './product-sources';
import { SOURCES } from './sources';

const GIVEN_BY: Record<ProductFacts['givenBy'], string> = {
  self: 'she does, from the pharmacist’s prescription',
  pharmacist: 'the pharmacist gives it, where the state protocol allows the injection',
  clinician: 'a clinician places it after an exam: the pharmacist refers ("Refer for placement")',
};

const cell = (text: string) => text.replaceAll('|', '\\|');

function startWords({ start }: ProductFacts): string {
  if (start.backUpDays === 0) return 'No back-up on any day.';
  const through =
    start.noBackUpThroughDay === 1
      ? 'on the first day of her period'
      : `within the first ${start.noBackUpThroughDay} days of her period`;
  return `No back-up when started ${through}; otherwise, or when the day is not known, ${start.backUpDays} days of back-up.`;
}

function productsOf(kind: ProductKind): string[] {
  const { method } = productFacts[kind];
  return productsByMethod[method].filter((product) => productKind(method, product) === kind);
}

/**
 * The kind's products: each with its active ingredients and strength and their source, then the
 * ones no public source gave, by brand; a placed method's (a clinician's) by brand only.
 */
function productLines(kind: ProductKind): string[] {
  const products = productsOf(kind);
  if (isPlaced(productFacts[kind].method)) return [`Products: ${products.join(', ')}.`, ''];
  const sourced = products.filter(isSourced);
  const unknown = products.filter((product) => !isSourced(product));
  return [
    ...(sourced.length > 0
      ? [
          '| product | active ingredients and strength | source |',
          '| --- | --- | --- |',
          ...sourced.map(
            (product) =>
              `| ${product} | ${strengthWords(PRODUCT_STRENGTHS[product])} | ${cell(productSources[product])} |`,
          ),
          '',
        ]
      : []),
    ...(unknown.length > 0
      ? [`Strength not listed, check the package: ${unknown.join(', ')}.`, '']
      : []),
  ];
}

function kindSection(kind: ProductKind): string[] {
  const facts = productFacts[kind];
  return [
    `## ${KIND_NAMES[kind]}`,
    '',
    ...productLines(kind),
    '| fact | what her summary says | source |',
    '| --- | --- | --- |',
    `| who gives it | ${GIVEN_BY[facts.givenBy]} | ${SOURCES.protocols} |`,
    `| back-up at the start | ${startWords(facts)} | ${cell(startSources[kind])} |`,
    ...facts.use.map(
      (line) => `| how to use it | ${cell(en.use[line])} | ${cell(useSources[line])} |`,
    ),
    ...facts.missed.map(
      (line) => `| late or missed | ${cell(en.missed[line])} | ${cell(missedSources[line])} |`,
    ),
    ...(facts.aches
      ? [
          `| warning signs | ${en.emergencyRoom} ${en.aches.join(' ')} | ${SOURCES.chcFollowUp}; the "ACHES" signs |`,
        ]
      : []),
    `| when to come back | ${
      facts.comeBack === 'next_shot'
        ? 'every 13 weeks for the next shot'
        : facts.comeBack === 'renew'
          ? 'when the supply runs out, to renew'
          : 'the clinician who places it says'
    } | ${facts.comeBack === 'next_shot' ? SOURCES.dmpa : SOURCES.protocols} |`,
    '',
  ];
}

/** The page, as written to docs/method-facts.md. */
export function methodFactsMarkdown(): string {
  return [
    '# Method facts',
    '',
    'How each kind of product is started and used, as the visit tells it: her visit summary, the',
    'note to her primary-care provider, the decision step and the FHIR record all read one table,',
    '`src/domain/visit/method-facts/facts.ts`. This page is written from that table and the',
    'summary’s English words (`npx tsx scripts/method-facts.ts`); a unit test fails when it is',
    'stale. "U.S. SPR 2024" is CDC, "U.S. Selected Practice Recommendations for Contraceptive',
    'Use, 2024", MMWR Recomm Rep 2024;73(No. RR-3), published section by section on the CDC’s',
    'U.S. SPR pages.',
    '',
    'Back-up means no sex, or condoms. The cycle day counts the first day of her period as day 1.',
    '',
    '## Products',
    '',
    'Each product a pharmacist can start is named with its active ingredients and strength, as its',
    'label gives them (`src/domain/visit/method-facts/products.ts`): the decision’s product picker',
    'finds a product by its brand, a generic name or a strength, and the visit names it so: "Slynd',
    '(drospirenone 4 mg)". Each strength comes from the public source named in its row: the',
    'product’s FDA label on DailyMed ("DailyMed set" is the label’s set id), the FDA’s NDC',
    'Directory, or NLM’s RxNorm. A product for which no public source was found is named by its',
    'brand alone, under "Strength not listed, check the package": its strength is never guessed.',
    'The iron (ferrous fumarate) tablets of an "Fe" pack hold no hormone and are not listed; a',
    'phased pill lists one strength per phase ("norgestimate 0.18/0.215/0.25 mg").',
    '',
    ...PRODUCT_KINDS.flatMap(kindSection),
    '## Every summary',
    '',
    '| fact | what her summary says | source |',
    '| --- | --- | --- |',
    `| bleeding changes (hormonal methods) | ${en.bleeding} | ${cell(SOURCES.counselling)} |`,
    `| problems | ${en.problems} | ${cell(SOURCES.problems)} |`,
    `| HIV and other infections | ${en.infections.join(' ')} | ${cell(SOURCES.counselling)} |`,
    `| how to get emergency contraception | ${en.emergencyHow.join(' ')} | ${SOURCES.emergency} |`,
    '',
    '## Emergency contraception at this visit',
    '',
    '| fact | what her summary says | source |',
    '| --- | --- | --- |',
    `| sex without a condom in the last 5 days, no emergency pill | ${en.emergencySuggested} | ${SOURCES.emergency} |`,
    `| after levonorgestrel | ${en.tookLevonorgestrel} Back-up for the method’s days, whatever the cycle day. | ${SOURCES.emergency} |`,
    `| after ulipristal | ${en.tookUlipristal('(5 days after the pill)')} Back-up until then and for the method’s days after; the day taken not answered counts as today. | ${SOURCES.emergency} |`,
    `| after an emergency pill, or one suggested | ${en.periodCheck} | ${SOURCES.emergency} |`,
    '',
    '## The follow-up pregnancy test',
    '',
    '| fact | what her summary says | source |',
    '| --- | --- | --- |',
    `| started on a negative test with no criterion of "reasonably certain" met | ${en.followUpTest('(2 weeks after the start)', '(4 weeks after the start)')} | ${SOURCES.notPregnant}; ${SOURCES.protocols} |`,
    '',
    '## Quoted from the sources',
    '',
    'U.S. SPR 2024, "Progestin-Only Pills" (CDC), initiation, need for back-up:',
    '',
    '> Norethindrone or norgestrel POPs: If norethindrone or norgestrel POPs are started within the',
    '> first 5 days since menstrual bleeding started, no additional contraceptive protection is',
    '> needed. If norethindrone or norgestrel POPs are started >5 days since menstrual bleeding',
    '> started, the patient needs to abstain from sexual intercourse or use barrier methods (e.g.,',
    '> condoms) for the next 2 days.',
    '>',
    '> DRSP POPs: If DRSP POPs are started on the first day of menstrual bleeding, no additional',
    '> contraceptive protection is [needed].',
    '',
    'The same page, overview:',
    '',
    '> POPs do not protect against sexually transmitted infections (STIs), including human',
    '> immunodeficiency virus (HIV) infection, and patients using POPs should be counseled that',
    '> consistent and correct use of external (male) latex condoms reduces the risk for STIs,',
    '> including HIV infection. […] Patients also should be counseled that pre-exposure',
    '> prophylaxis (PrEP), when taken as prescribed, is highly effective for preventing HIV',
    '> infection.',
    '',
    '## Not yet checked against the CDC text',
    '',
    'The 2 days of back-up for a drospirenone pill started after the first day of bleeding, and its',
    'missed-pill lines, follow the Slynd label and Planned Parenthood’s Slynd guidance: the copy of',
    'the CDC page read for this table ended after the sentence quoted above. Check both against',
    'the "Progestin-Only Pills" page (start, and "Missed POPs") before relying on them.',
    '',
  ].join('\n');
}
