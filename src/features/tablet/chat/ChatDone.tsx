import { useEffect, useRef } from 'react';
import styles from '../../../ui/tablet.module.css';
import { useChatMessages } from './language/pack';

/** The end of the chat: thanks, and the tablet back to staff (only they can leave tablet mode). */
export function ChatDone() {
  const t = useChatMessages().done;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`${styles.screen} ${styles.centered}`} aria-labelledby="chat-done-title">
      <h1 id="chat-done-title" ref={heading} tabIndex={-1}>
        {t.title}
      </h1>
      <p>{t.text}</p>
      <p className={styles.emphasis}>{t.handBack}</p>
    </section>
  );
}
