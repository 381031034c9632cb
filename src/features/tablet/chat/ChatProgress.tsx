import { ProgressBar } from '../../../ui/ProgressBar';
import styles from '../../../ui/tablet.module.css';
import { useChatMessages } from './language/pack';

/** Where the patient is: "Question 3 of 57" and a bar. The count grows as follow-ups appear. */
export function ChatProgress({ question, of }: { question: number; of: number }) {
  const t = useChatMessages().chat;
  const text = t.progress(question, of);
  return (
    <div className={styles.chatProgress}>
      <p aria-hidden="true">{text}</p>
      <ProgressBar
        percent={(100 * question) / Math.max(of, 1)}
        label={t.progressLabel}
        valueText={text}
        className={styles.chatProgressBar}
      />
    </div>
  );
}
