/**
 * docs/method-explorer.md, written from the explorer's cards (method-cards.ts), their sources
 * (card-sources.ts), its order (fit.ts) and its English words (`npx tsx
 * scripts/method-explorer.ts`; page.test.ts fails when the page is stale), so the page and what
 * a patient reads cannot drift apart.
 */
import { explorer as en, explorerForProvider } from '../texts/en/explorer';
import { FACT_SOURCES, pregnancySources } from './card-sources';
import { CHART_ORDER } from './fit';
import { METHOD_CARDS } from './method-cards';
import { EXPLORER_METHODS, type ExplorerMethod } from './model';

const cell = (text: string) => text.replaceAll('|', '\\|');

function factsRow(method: ExplorerMethod): string {
  const card = METHOD_CARDS[method];
  const figure =
    card.typicalUsePregnancies === undefined
      ? 'none (after sex)'
      : typeof card.typicalUsePregnancies === 'number'
        ? String(card.typicalUsePregnancies)
        : `${card.typicalUsePregnancies.low}–${card.typicalUsePregnancies.high}`;
  return `| ${en.methods[method].name} | ${figure} | ${card.howOften} | ${card.hormones} | ${card.periodEffect} | ${card.needsProcedure ? 'procedure' : card.needle ? 'needle' : 'no'} | ${card.private ? 'yes' : 'no'} | ${card.protectsFromInfections ? 'yes' : 'no'} | ${card.returnToFertility} | ${card.whereToGet.join(', ')} | ${card.visitMethod ?? '—'} |`;
}

function sideEffectsRow(method: ExplorerMethod): string {
  const effects = METHOD_CARDS[method].sideEffects;
  return `| ${en.methods[method].name} | ${
    effects ? effects.map((effect) => en.sideEffects[effect]).join(', ') : 'none listed here'
  } |`;
}

/** The page, as written to docs/method-explorer.md. */
export function methodExplorerMarkdown(): string {
  return [
    '# The method explorer',
    '',
    'After the chat’s last answer, the patient’s tablet offers an optional step, "What matters to',
    'you?", then shows every method side by side, the ones that fit what she said first. She can',
    'mark methods to ask about; her pharmacist sees her answers under',
    `"${explorerForProvider.heading}". Her answers stay in the tab’s memory only`,
    '(`src/domain/explorer/model.ts`).',
    '',
    'This page is written from the cards’ facts (`src/domain/explorer/method-cards.ts`), their',
    'sources (`card-sources.ts`), the order (`fit.ts`) and the English words',
    '(`src/domain/texts/en/explorer.ts`) by `npx tsx scripts/method-explorer.ts`; a unit test',
    'fails when it is stale.',
    '',
    '## What the explorer never does',
    '',
    '- **No safety statement.** No card says a method is safe or unsafe for her. The comparison',
    `  says plainly: "${en.comparison.pharmacist}" Which methods are safe is the safety check of`,
    '  the visit (docs/safety-check.md), read by her pharmacist.',
    '- **No health answers.** The order and the cards’ notes are computed from her answers to',
    '  "What matters to you?" only. `fit.ts` and `method-cards.ts` import nothing of the intake or',
    '  of the safety check (`fit.test.ts` checks it), so a card is the same for any two patients',
    '  with the same priorities, whatever their health.',
    '- **No method hidden.** All 15 methods are always shown; her answers only order them.',
    '',
    '## The questions',
    '',
    'Every question can be skipped, and "Not sure" is always an answer. A skipped question and',
    '"Not sure" never move a method.',
    '',
    '| question | answers |',
    '| --- | --- |',
    ...(Object.keys(en.questions) as (keyof typeof en.questions)[]).map(
      (question) =>
        `| ${en.questions[question]} | ${Object.values(en.answers[question]).join(' / ')} |`,
    ),
    '',
    '## How the methods are ordered',
    '',
    'Each stated answer adds to or takes from each method’s score (`fit.ts`, `RULES`); the',
    'methods are listed by score, highest first. Equal scores keep the CDC chart’s order: each',
    'reversible method by its typical-use figure (a range by its higher end), the emergency pill',
    '(no yearly figure) after them, sterilization (permanent) last. With no answer the order is:',
    CHART_ORDER.map((method) => en.methods[method].name).join(', ') + '.',
    '',
    '| question | answer | effect |',
    '| --- | --- | --- |',
    '| How much it matters not to get pregnant | A lot | fewer than 1 in 100 (the CDC’s most effective tier) +3; under 10 +1; 10 or more, and the emergency pill, −2 |',
    '| | Some | fewer than 10 in 100 +1 |',
    '| How often she wants to think about it | any | exactly as often +2; less often +1; more often than she wants −3 (each time she has sex counts as more often than every 3 months or every few years; a method on a schedule of every 3 months or more often counts as more often than "only when I have sex") |',
    '| Hormones | No estrogen | estrogen and progestin −4 |',
    '| | No hormones at all | any hormone −4; none +1 |',
    '| Periods | Lighter or none is fine | lighter or none +1 |',
    '| | Keep them regular | regular or no change +1; irregular, or lighter or none, −2 |',
    '| | No change | no change +2; irregular, lighter or none, heavier −2 |',
    '| No procedure or needle | Yes | a procedure or a needle −4 |',
    '| Others cannot tell | Yes | a method others can tell −3 |',
    '| Pregnant within a year | Yes | sterilization (permanent) −10; the shot (delayed return) −3 |',
    '| Protection from infections | Yes | condoms +5 |',
    '',
    'Each card also shows plain notes against her answers (`fitNotes`): for example, with "Yes" to',
    `a pregnancy within a year, the shot’s card says: "${en.notes.shot_delay}"; with "Yes" to`,
    `protection from infections, every card but the condoms’ says: "${en.notes.no_infection_protection}"`,
    '',
    '## The facts on each card',
    '',
    'Typical use is pregnancies per 100 women in the first year of typical use. The visit column',
    'is the method’s column in the visit’s chart (`src/domain/clinical/methods.ts`).',
    '',
    '| method | typical use per 100 | how often | hormones | periods | procedure | others cannot tell | protects from infections | back to pregnancy | where to get it | visit |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...EXPLORER_METHODS.map(factsRow),
    '',
    '### Sources of the figures',
    '',
    '| method | source |',
    '| --- | --- |',
    ...EXPLORER_METHODS.map(
      (method) =>
        `| ${en.methods[method].name} | ${cell(pregnancySources[method] ?? 'none: the emergency pill is taken after sex and has no yearly typical-use figure')} |`,
    ),
    '',
    '### Sources of the other facts',
    '',
    '| fact | source |',
    '| --- | --- |',
    ...Object.entries(FACT_SOURCES).map(([fact, source]) => `| ${fact} | ${cell(source)} |`),
    '',
    '### Side effects',
    '',
    '| method | common side effects (FDA, "Birth Control Chart") |',
    '| --- | --- |',
    ...EXPLORER_METHODS.map(sideEffectsRow),
    '',
    '## Not sourced, left out',
    '',
    '- The FDA chart’s side effects of the patch, the ring, condoms, the diaphragm and the',
    '  emergency pill were not read from the chart itself; those cards say "Ask your pharmacist."',
    '  Fertility awareness and withdrawal are not on the FDA chart.',
    '- The FDA chart gives other figures than the CDC’s for some methods (the 2021 chart: the',
    '  shot 6, the pill 9); the cards show the CDC’s.',
    '- "Others cannot tell" is the product’s reading of how each method is used, not a figure.',
    '',
  ].join('\n');
}
