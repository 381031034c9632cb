import { useEffect, useId, useRef, useState } from 'react';
import { TabletNav, TabletNext } from '../TabletNav';
import {
  EMAIL_KEY,
  maxLengthAt,
  selectionsOf,
  textOf,
  usageEntryCount,
} from '../../../domain/intake/model';
import { TEXT_LIMITS } from '../../../domain/text-limits';
import styles from '../../../ui/tablet.module.css';
import { usePatientTurn } from '../patient-turn';
import { questionOf } from '../../../domain/texts/intake';
import { hintText, problemText, questionText } from './answer-text';
import { useChatMessages, useWording, type ChatMessages as Messages } from './language/pack';
import {
  goBack,
  goForward,
  problemsOf,
  progressOf,
  withAnswer,
  withValues,
  type ChatQuestion,
  type ChatState,
} from './chat-flow';
import { ChatProgress } from './ChatProgress';
import { chatMeasureOf } from './measure-entry';
import { ChoiceAnswer } from './answers/ChoiceAnswer';
import { DateAnswer } from './answers/DateAnswer';
import { MeasureAnswer } from './answers/MeasureAnswer';
import { MultiChoiceAnswer } from './answers/MultiChoiceAnswer';
import { TypedAnswer } from './answers/TypedAnswer';
import { UsageAnswer } from './answers/UsageAnswer';

/**
 * One question of the chat, in the patient's words: its answer, Back and Next. Its
 * problems show once the patient tries to move on. Keyed by question, so each starts afresh
 * with the focus on the question (a screen reader reads it).
 */
export function ChatQuestionView({
  chat,
  question,
  onChange,
}: {
  chat: ChatState;
  question: ChatQuestion;
  onChange: (chat: ChatState) => void;
}) {
  const t = useChatMessages();
  const { language } = usePatientTurn();
  const wording = useWording();
  const id = useId();
  const headingId = `${id}-question`;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const heading = useRef<HTMLHeadingElement>(null);
  const [tried, setTried] = useState(false);

  useEffect(() => heading.current?.focus(), []);

  const { values } = chat;
  const problems = tried ? problemsOf(question, values) : {};
  const hint = hintText(question, wording, t);
  const ownProblem = problems[question.kind === 'email' ? EMAIL_KEY : question.field.key];
  const describedBy =
    [hint && hintId, ownProblem && problemId].filter(Boolean).join(' ') || undefined;
  const progress = progressOf(chat);
  const measure = question.kind === 'field' ? chatMeasureOf(question.field) : undefined;

  const next = () => {
    if (Object.keys(problemsOf(question, values)).length > 0) setTried(true);
    else onChange(goForward(chat));
  };
  const answer = (key: string, value: string | string[]) => onChange(withAnswer(chat, key, value));
  const common = { values, language, labelledBy: headingId, describedBy };

  return (
    <section
      className={styles.screen}
      aria-labelledby={headingId}
      data-question={question.id}
      data-kind={question.kind === 'email' ? 'email' : measure ? 'measure' : question.field.kind}
    >
      <ChatProgress {...progress} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <h1 id={headingId} ref={heading} tabIndex={-1}>
          {questionText(question, wording, t)}
        </h1>
        {hint && (
          <p id={hintId} className={styles.chatHint}>
            {hint}
          </p>
        )}
        {question.kind === 'email' ? (
          <TypedAnswer
            {...common}
            formKey={EMAIL_KEY}
            kind="email"
            maxLength={TEXT_LIMITS.email}
            invalid={ownProblem !== undefined}
            onAnswer={answer}
          />
        ) : question.field.kind === 'boolean' || question.field.kind === 'select' ? (
          <ChoiceAnswer
            {...common}
            field={question.field}
            answered={chat.answered.includes(question.id)}
            onChoose={(value) => onChange(goForward(withAnswer(chat, question.field.key, value)))}
          />
        ) : question.field.kind === 'multi-select' ? (
          <MultiChoiceAnswer {...common} field={question.field} invalid={false} onAnswer={answer} />
        ) : question.field.kind === 'usage-history' ? (
          <UsageAnswer
            field={question.field}
            values={values}
            problems={problems}
            onValues={(next) => {
              // A new or removed entry starts unchecked: its problems show at the next Next.
              if (
                usageEntryCount(next, question.field) !== usageEntryCount(values, question.field)
              ) {
                setTried(false);
              }
              onChange(withValues(chat, next));
            }}
          />
        ) : measure ? (
          <MeasureAnswer
            {...common}
            field={question.field}
            measure={measure}
            invalid={ownProblem !== undefined}
            onValues={(next) => onChange(withValues(chat, next))}
          />
        ) : question.field.kind === 'date' ? (
          <DateAnswer
            id={`${id}-date`}
            value={textOf(values, question.field.key)}
            labelledBy={headingId}
            describedBy={describedBy}
            invalid={ownProblem !== undefined}
            onChange={(value) => answer(question.field.key, value)}
          />
        ) : (
          <TypedAnswer
            {...common}
            formKey={question.field.key}
            kind={question.field.kind as 'text' | 'integer' | 'list'}
            unit={questionOf(wording, question.field).unit}
            maxLength={maxLengthAt(question.field, question.field.key)}
            invalid={ownProblem !== undefined}
            onAnswer={answer}
          />
        )}
        {ownProblem && (
          <p id={problemId} role="alert" className={styles.chatProblem}>
            {problemText(ownProblem, t)}
          </p>
        )}
        <TabletNav
          onBack={progress.first ? undefined : () => onChange(goBack(chat))}
          backLabel={t.chat.back}
        >
          <TabletNext type="submit" variant="contained">
            {nextLabel(question, chat, t)}
          </TabletNext>
        </TabletNav>
      </form>
    </section>
  );
}

/** "Next", or what moving on without an answer means for an optional list. */
function nextLabel(question: ChatQuestion, { values }: ChatState, t: Messages): string {
  if (question.kind === 'email') return t.chat.next;
  const { field } = question;
  if (field.kind === 'multi-select' && selectionsOf(values, field.key).length === 0) {
    return t.chat.noneOfThese;
  }
  if (field.kind === 'list' && textOf(values, field.key).trim() === '') return t.chat.nothingToAdd;
  return t.chat.next;
}
