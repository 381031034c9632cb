import type { ReactNode } from 'react';
import { notKnownAnswers } from '../../../../domain/intake/catalog';
import { NOT_KNOWN, textOf } from '../../../../domain/intake/model';
import { notKnownText, offeredOptions, optionText, yesNoText } from '../answer-text';
import styles from '../../../../ui/tablet.module.css';
import type { AnswerProps } from './answer-props';
import { useChatMessages, useWording } from '../language/pack';
import { Button } from '../../../../ui/Button';

/**
 * A yes/no or one-of-several question: a large button per choice; a tap answers and moves
 * on. "I don't know" where a guess could change the safety check (catalog/not-known.ts),
 * and "I'd rather not say" where the catalog allows the answer Unknown (an optional yes/no).
 */
export function ChoiceAnswer({
  field,
  values,
  labelledBy,
  describedBy,
  answered,
  onChoose,
}: Omit<AnswerProps, 'onAnswer' | 'invalid'> & {
  /** The patient has answered it already (so an empty yes/no means "rather not say"). */
  answered: boolean;
  onChoose: (value: string) => void;
}) {
  const t = useChatMessages().chat;
  const wording = useWording();
  const value = textOf(values, field.key);
  const choices: [string, string][] = [
    ...(field.kind === 'boolean'
      ? (['yes', 'no'] as const).map((answer): [string, string] => [
          answer,
          yesNoText(field, answer, wording, t),
        ])
      : offeredOptions(field.options).map((option): [string, string] => [
          option.value,
          optionText(field, option, wording),
        ])),
    ...(notKnownAnswers.has(field.key)
      ? [[NOT_KNOWN, notKnownText(field, wording, t)] as [string, string]]
      : []),
  ];
  return (
    <ChoiceGroup labelledBy={labelledBy} describedBy={describedBy}>
      {choices.map(([choice, text]) => (
        <ChoiceButton
          key={choice}
          value={choice}
          pressed={value === choice}
          onClick={() => onChoose(choice)}
        >
          {text}
        </ChoiceButton>
      ))}
      {field.kind === 'boolean' && !field.required && (
        <ChoiceButton value="" pressed={answered && value === ''} onClick={() => onChoose('')}>
          {t.ratherNotSay}
        </ChoiceButton>
      )}
    </ChoiceGroup>
  );
}

/** The choices of one question, named by it. */
export function ChoiceGroup({
  labelledBy,
  describedBy,
  children,
}: Pick<AnswerProps, 'labelledBy' | 'describedBy'> & { children: ReactNode }) {
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={styles.chatChoices}
    >
      {children}
    </div>
  );
}

/** A large choice that shows whether it is chosen. */
export function ChoiceButton({
  value,
  pressed,
  onClick,
  children,
}: {
  /** The stored value it stands for, the same in every language. */
  value: string;
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      variant={pressed ? 'contained' : 'outlined'}
      aria-pressed={pressed}
      onClick={onClick}
      size="large"
      className={`${styles.touch} ${styles.chatChoice}`}
      data-value={value}
    >
      {children}
    </Button>
  );
}
