import { useEffect, useRef } from 'react';
import { TabletNav, TabletNext } from '../TabletNav';
import { usePatientTurn } from '../patient-turn';
import { EMAIL_KEY } from '../../../domain/intake/model';
import { Notice } from '../../../ui/Notice';
import styles from '../../../ui/tablet.module.css';
import { answerText, questionText } from './answer-text';
import { useChatMessages, useWording } from './language/pack';
import {
  askedQuestions,
  changeAnswer,
  chatQuestions,
  firstUnfinished,
  goBack,
  type ChatState,
} from './chat-flow';
import { useSendAnswers, type SendCheck } from './use-send-answers';
import { Button } from '../../../ui/Button';

/** The sections in the catalog's order, as the review groups the answers. */
const patientSections = [...new Set(chatQuestions.map((question) => question.section))];

/**
 * Every answer, by section, each with a way to change it; then sending. A failed send keeps
 * every answer on screen and offers to try again; one that may have arrived offers to check
 * first (docs/architecture.md, "Errors").
 */
export function ChatReview({
  chat,
  onChange,
  onSent,
}: {
  chat: ChatState;
  onChange: (chat: ChatState) => void;
  onSent: (email: string) => void;
}) {
  const t = useChatMessages();
  const { language } = usePatientTurn();
  const wording = useWording();
  const { send, check, sending, failure, sendCheck } = useSendAnswers(onSent);
  const checking = sendCheck === 'checking';
  const sendCheckWords: Record<SendCheck, string> = {
    unsure: t.review.unsure,
    checking: t.review.unsure,
    'check-failed': t.review.checkFailed,
    'not-arrived': t.review.notArrived,
  };
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const asked = askedQuestions(chat.values);
  const groups = patientSections
    .map((section) => ({ section, questions: asked.filter((q) => q.section === section) }))
    .filter(({ questions }) => questions.length > 0);

  const submit = async () => {
    const unfinished = firstUnfinished(chat);
    if (unfinished) onChange(changeAnswer(chat, unfinished.id));
    else await send(chat.values);
  };

  return (
    <section className={styles.screen} aria-labelledby="chat-review-title">
      <h1 id="chat-review-title" ref={heading} tabIndex={-1}>
        {t.review.title}
      </h1>
      <p>{t.review.intro}</p>
      {groups.map(({ section, questions }) => (
        <section key={section} aria-labelledby={`chat-review-${section}`}>
          <h2 id={`chat-review-${section}`}>{t.sections[section]}</h2>
          <dl className={styles.chatReviewList}>
            {questions.map((question) => {
              const text = questionText(question, wording, t);
              return (
                <div key={question.id} className={styles.chatReviewItem}>
                  <dt>{text}</dt>
                  {/* An answer in any language takes its own direction. */}
                  <dd dir="auto">{answerText(question, chat.values, language, wording, t)}</dd>
                  <dd>
                    <Button
                      variant="outlined"
                      aria-label={t.review.changeLabel(text)}
                      onClick={() => onChange(changeAnswer(chat, question.id))}
                      className={styles.touch}
                    >
                      {t.review.change}
                    </Button>
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
      {failure && (
        <Notice severity="error" className={styles.chatSendFailure}>
          <p>{failure === 'refused' ? t.review.refused : t.review.sendFailed}</p>
          <div className={styles.chatNav}>
            {failure === 'refused' && (
              <Button
                variant="outlined"
                onClick={() => onChange(changeAnswer(chat, EMAIL_KEY))}
                className={styles.touch}
              >
                {t.review.changeEmail}
              </Button>
            )}
            <Button variant="contained" onClick={() => void submit()} className={styles.touch}>
              {t.review.tryAgain}
            </Button>
          </div>
        </Notice>
      )}
      {sendCheck && (
        <Notice
          severity={sendCheck === 'not-arrived' ? 'info' : 'warning'}
          role="alert"
          className={styles.chatSendFailure}
        >
          <p>{sendCheckWords[sendCheck]}</p>
          <div className={styles.chatNav}>
            {sendCheck === 'not-arrived' ? (
              <Button variant="contained" onClick={() => void submit()} className={styles.touch}>
                {t.review.sendAgain}
              </Button>
            ) : (
              <Button
                variant="contained"
                disabled={checking}
                onClick={() => void check()}
                className={styles.touch}
              >
                {checking ? t.review.checking : t.review.check}
              </Button>
            )}
          </div>
        </Notice>
      )}
      <TabletNav onBack={() => onChange(goBack(chat))} backLabel={t.chat.back}>
        <TabletNext
          variant="contained"
          disabled={sending || checking}
          onClick={() => void submit()}
        >
          {checking ? t.review.checking : sending ? t.review.sending : t.review.send}
        </TabletNext>
      </TabletNav>
    </section>
  );
}
