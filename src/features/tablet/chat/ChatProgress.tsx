import styles from '../../../ui/tablet.module.css';
import { useChatMessages } from './language/pack';

/** Where the patient is: "Question 3 of 57" and a bar. The count grows as follow-ups appear. */
export function ChatProgress({ question, of }: { question: number; of: number }) {
  const t = useChatMessages().chat;
  const text = t.progress(question, of);
  const percent = Math.round((100 * question) / Math.max(of, 1));
  return (
    <div className={styles.chatProgress}>
      <p aria-hidden="true">{text}</p>
      <div
        className={styles.chatProgressBar}
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
