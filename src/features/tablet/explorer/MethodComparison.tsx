import { useEffect, useRef } from 'react';
import { TabletNav, TabletNext } from '../TabletNav';
import { methodsByFit, statedAnswers } from '../../../domain/explorer/fit';
import type { ExplorerTexts } from '../../../domain/texts/en/explorer';
import { Notice } from '../../../ui/Notice';
import tablet from '../../../ui/tablet.module.css';
import { useChatMessages } from '../chat/language/pack';
import { back, toggleMark, type ExplorerState } from './explorer-flow';
import styles from './explorer.module.css';
import { MethodCard } from './MethodCard';

/**
 * Every method compared, all 15, the best fit to her answers first (domain/explorer/fit.ts),
 * each card with a mark to ask about it; said plainly above them, her pharmacist checks which
 * ones are safe for her: the order is hers, not a safety statement (docs/method-explorer.md).
 */
export function MethodComparison({
  words,
  state,
  onChange,
  onDone,
}: {
  words: ExplorerTexts;
  state: ExplorerState;
  onChange: (state: ExplorerState) => void;
  onDone: () => void;
}) {
  const t = useChatMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { answers, marked } = state.priorities;
  return (
    <section
      className={tablet.screen}
      aria-labelledby="explorer-compare-title"
      data-explorer="compare"
    >
      <h1 id="explorer-compare-title" ref={heading} tabIndex={-1}>
        {words.comparison.heading}
      </h1>
      {statedAnswers(answers).length > 0 && <p>{words.comparison.order}</p>}
      <Notice severity="info" role="note" spaced>
        <strong>{words.comparison.pharmacist}</strong>
      </Notice>
      <ol className={styles.cards}>
        {methodsByFit(answers).map((method) => (
          <MethodCard
            key={method}
            method={method}
            answers={answers}
            words={words}
            marked={marked.includes(method)}
            onMark={() => onChange(toggleMark(state, method))}
          />
        ))}
      </ol>
      <TabletNav onBack={() => onChange(back(state))} backLabel={t.chat.back}>
        <TabletNext variant="contained" onClick={onDone}>
          {words.done}
        </TabletNext>
      </TabletNav>
    </section>
  );
}
