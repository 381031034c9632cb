import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';

/** How wide a box is: the field's width, a line of some 28 characters, three digits, or a date. */
export type BoxWidth = 'full' | 'wide' | 'short' | 'date';

const widths: Record<BoxWidth, string | undefined> = {
  full: undefined,
  wide: styles.wide,
  short: styles.short,
  date: styles.date,
};

/**
 * A box's classes: the layer's outline and width, or, for a box the screen draws around it
 * (the chat's, with its unit inside), only the screen's own.
 */
interface Look {
  width?: BoxWidth;
  /** Drawn inside a box of the screen's own: none of the layer's outline. */
  bare?: boolean;
  className?: string;
}

// Patient answers are not offered back by the browser's autofill (docs/architecture.md,
// "Security"): every box of the layer says so unless told otherwise.

/** What a box gives its element: autofill off unless told otherwise, and its look as classes. */
function boxProps<Props extends object>({
  width = 'full',
  bare = false,
  className,
  ...props
}: Props & Look) {
  return {
    autoComplete: 'off',
    ...props,
    className: (bare ? [className] : [styles.input, widths[width], className])
      .filter(Boolean)
      .join(' '),
  };
}

/** A box to type into, in a Field (or named by a heading, as in the chat). */
export function TextInput({
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & Look & { ref?: Ref<HTMLInputElement> }) {
  return <input {...boxProps(props)} ref={ref} />;
}

/** A box of several lines to type into. */
export function TextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement> & Look) {
  return <textarea {...boxProps(props)} />;
}

/** The browser's own list to choose from: its keyboard and its screen reader support. */
export function SelectInput(props: SelectHTMLAttributes<HTMLSelectElement> & Look) {
  return <select {...boxProps(props)} />;
}
