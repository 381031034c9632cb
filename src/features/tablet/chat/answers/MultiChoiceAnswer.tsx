import { selectionsOf } from '../../../../domain/intake/model';
import { offeredOptions, optionText } from '../answer-text';
import type { AnswerProps } from './answer-props';
import { ChoiceButton, ChoiceGroup } from './ChoiceAnswer';
import { useWording } from '../language/pack';

/** Choose all that apply: each choice a large toggle; Next moves on. */
export function MultiChoiceAnswer({
  field,
  values,
  labelledBy,
  describedBy,
  onAnswer,
}: AnswerProps) {
  const wording = useWording();
  const chosen = selectionsOf(values, field.key);
  const options = offeredOptions(field.options);
  const toggle = (value: string) =>
    onAnswer(
      field.key,
      // In the catalog's order, whatever order they were tapped in.
      options
        .map((option) => option.value)
        .filter((each) => (each === value ? !chosen.includes(each) : chosen.includes(each))),
    );
  return (
    <ChoiceGroup labelledBy={labelledBy} describedBy={describedBy}>
      {options.map((option) => (
        <ChoiceButton
          key={option.value}
          value={option.value}
          pressed={chosen.includes(option.value)}
          onClick={() => toggle(option.value)}
        >
          {optionText(field, option, wording)}
        </ChoiceButton>
      ))}
    </ChoiceGroup>
  );
}
