import type { ReactNode } from 'react';
import { OneChoice } from './Choices';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** A yes/no question the screen holds; unanswered until one is chosen. */
export function YesNo({
  legend,
  value,
  onChange,
  children,
}: {
  legend: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <OneChoice
      legend={legend}
      options={YES_NO}
      value={value === undefined ? undefined : value ? 'yes' : 'no'}
      onChange={(answer) => onChange(answer === 'yes')}
    >
      {children}
    </OneChoice>
  );
}
