import { useEffect, useRef } from 'react';
import type { ExplorerTexts } from '../../../domain/texts/en/explorer';
import { Button } from '../../../ui/Button';
import tablet from '../../../ui/tablet.module.css';
import { useChatMessages } from '../chat/language/pack';
import styles from './explorer.module.css';

/** Her answers sent; the step offered, to start or to skip. */
export function ExplorerOffer({
  words,
  onStart,
  onSkip,
}: {
  words: ExplorerTexts;
  onStart: () => void;
  onSkip: () => void;
}) {
  const t = useChatMessages().explorer;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className={`${tablet.screen} ${tablet.centered}`}
      aria-labelledby="explorer-offer-title"
      data-explorer="offer"
    >
      <p className={tablet.step}>{t.sent}</p>
      <h1 id="explorer-offer-title" ref={heading} tabIndex={-1}>
        {words.title}
      </h1>
      <p>{words.intro}</p>
      <p>{words.skipAny}</p>
      <div className={styles.actions}>
        <Button variant="outlined" size="large" onClick={onSkip} className={tablet.touch}>
          {words.skipStep}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={onStart}
          className={`${tablet.touch} ${tablet.go}`}
        >
          {words.start}
        </Button>
      </div>
    </section>
  );
}
