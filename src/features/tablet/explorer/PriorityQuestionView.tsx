import { useEffect, useId, useRef } from 'react';
import { TabletNav, TabletNext } from '../TabletNav';
import {
  PRIORITY_QUESTIONS,
  type PriorityAnswer,
  type PriorityQuestion,
} from '../../../domain/explorer/model';
import type { ExplorerTexts } from '../../../domain/texts/en/explorer';
import tablet from '../../../ui/tablet.module.css';
import { ChoiceButton, ChoiceGroup } from '../chat/answers/ChoiceAnswer';
import { useChatMessages } from '../chat/language/pack';
import { answer, back, questionNumber, QUESTIONS, skip, type ExplorerState } from './explorer-flow';

/**
 * One question of "What matters to you?", as the chat asks one: a large button per answer
 * ("not sure" among them), a tap answers and moves on; Back, and Skip, which leaves it
 * unanswered. Keyed by question, so the focus starts on the question.
 */
export function PriorityQuestionView({
  words,
  state,
  question,
  onChange,
}: {
  words: ExplorerTexts;
  state: ExplorerState;
  question: PriorityQuestion;
  onChange: (state: ExplorerState) => void;
}) {
  const t = useChatMessages();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const chosen = state.priorities.answers[question];
  // Each question's answers and their words, read under the question on screen.
  const options: readonly PriorityAnswer[] = PRIORITY_QUESTIONS[question];
  const labels = words.answers[question] as Readonly<Record<PriorityAnswer, string>>;
  return (
    <section
      className={tablet.screen}
      aria-labelledby={headingId}
      data-explorer="question"
      data-question={question}
    >
      <p className={tablet.step}>
        {t.explorer.progress(questionNumber(question), QUESTIONS.length)}
      </p>
      <h1 id={headingId} ref={heading} tabIndex={-1}>
        {words.questions[question]}
      </h1>
      <ChoiceGroup labelledBy={headingId} describedBy={undefined}>
        {options.map((value) => (
          <ChoiceButton
            key={value}
            value={value}
            pressed={chosen === value}
            onClick={() => onChange(answer(state, question, value))}
          >
            {labels[value]}
          </ChoiceButton>
        ))}
      </ChoiceGroup>
      <TabletNav onBack={() => onChange(back(state))} backLabel={t.chat.back}>
        <TabletNext variant="outlined" onClick={() => onChange(skip(state))}>
          {words.skip}
        </TabletNext>
      </TabletNav>
    </section>
  );
}
