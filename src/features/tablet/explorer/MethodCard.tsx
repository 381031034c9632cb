import { useId } from 'react';
import { fitNotes } from '../../../domain/explorer/fit';
import { METHOD_CARDS } from '../../../domain/explorer/method-cards';
import type { ExplorerMethod, Priorities } from '../../../domain/explorer/model';
import type { ExplorerTexts } from '../../../domain/texts/en/explorer';
import { Button } from '../../../ui/Button';
import tablet from '../../../ui/tablet.module.css';
import styles from './explorer.module.css';
import { PeoplePicture } from './PeoplePicture';

/**
 * One method's card: its name and the mark to ask about it (pressed once marked), what her
 * answers say of it, how well it works in words and as a picture of 100 people, and the rest
 * of its facts (domain/explorer/method-cards.ts), the same for every patient.
 */
export function MethodCard({
  method,
  answers,
  words,
  marked,
  onMark,
}: {
  method: ExplorerMethod;
  answers: Priorities['answers'];
  words: ExplorerTexts;
  marked: boolean;
  onMark: () => void;
}) {
  const id = useId();
  const card = METHOD_CARDS[method];
  const { name, use } = words.methods[method];
  const notes = fitNotes(method, answers);
  const pregnancies = card.typicalUsePregnancies;
  // A line with several items (side effects, where to get it) lists them, one a line.
  const lines: [string, string | string[]][] = [
    [words.card.howToUse, use],
    [words.card.howOften, words.often[card.howOften]],
    [words.card.periods, words.periods[card.periodEffect]],
    [
      words.card.sideEffects,
      card.sideEffects
        ? card.sideEffects.map((effect) => words.sideEffects[effect])
        : words.noSideEffectsListed,
    ],
    [
      words.card.infections,
      card.protectsFromInfections ? words.infections.protects : words.infections.doesNot,
    ],
    [words.card.backToPregnancy, words.backToPregnancy[card.returnToFertility]],
    [words.card.where, card.whereToGet.map((where) => words.where[where])],
  ];
  return (
    <li
      className={`${styles.card} ${marked ? styles.marked : ''}`}
      aria-labelledby={`${id}-name`}
      data-method={method}
    >
      <div className={styles.cardHead}>
        <h2 id={`${id}-name`}>{name}</h2>
        <Button
          variant={marked ? 'contained' : 'outlined'}
          size="large"
          aria-pressed={marked}
          aria-describedby={`${id}-name`}
          onClick={onMark}
          className={`${tablet.touch} ${styles.ask}`}
        >
          {words.ask}
        </Button>
      </div>
      {marked && <p className={styles.asking}>{words.asking}</p>}
      {notes.length > 0 && (
        <ul className={styles.fit}>
          {notes.map((note) => (
            <li key={note}>{words.notes[note]}</li>
          ))}
        </ul>
      )}
      <div className={styles.effect}>
        <h3>{words.card.howWell}</h3>
        {pregnancies === undefined ? (
          <p>{words.noYearlyFigure}</p>
        ) : (
          <>
            <p>{words.pregnancies(pregnancies)}</p>
            <PeoplePicture pregnancies={pregnancies} label={words.picture(pregnancies)} />
          </>
        )}
      </div>
      <dl className={styles.lines}>
        {lines.map(([label, text]) => (
          <div key={label} className={styles.line}>
            <dt>{label}</dt>
            <dd>
              {typeof text === 'string' || text.length === 1 ? (
                text
              ) : (
                <ul className={styles.items}>
                  {text.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
