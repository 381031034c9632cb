import { ProgressBar } from '../../../ui/ProgressBar';
import type { ChatProgress as Progress } from './chat-flow';
import styles from './chat-progress.module.css';
import { useChatMessages } from './language/pack';

/**
 * Where the patient is: "Part 3 of 6: Pregnancy", the time left, and a bar filled by the
 * time behind her. Neither grows as follow-up questions appear (chat-time.ts); screen readers
 * read both from the bar.
 */
export function ChatProgress({ part, parts, section, secondsLeft, done }: Progress) {
  const t = useChatMessages();
  const where = t.chat.progress(part, parts, t.sections[section]);
  const left = t.chat.timeLeft(Math.ceil(secondsLeft / 60));
  return (
    <div className={styles.progress}>
      <p aria-hidden="true" className={styles.line}>
        <span className={styles.part}>{where}</span>
        <span>{left}</span>
      </p>
      <ProgressBar
        percent={100 * done}
        label={t.chat.progressLabel}
        valueText={`${where}. ${left}.`}
        className={styles.bar}
      />
    </div>
  );
}
