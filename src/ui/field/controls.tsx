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

const classes = ({ width = 'full', bare = false, className }: Look) =>
  (bare ? [className] : [styles.input, widths[width], className]).filter(Boolean).join(' ');

// Patient answers are not offered back by the browser's autofill (docs/architecture.md,
// "Security"): every box of the layer says so unless told otherwise.

/** A box to type into, in a Field (or named by a heading, as in the chat). */
export function TextInput({
  width,
  bare,
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & Look & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      autoComplete="off"
      {...props}
      ref={ref}
      className={classes({ width, bare, className })}
    />
  );
}

/** A box of several lines to type into. */
export function TextArea({
  width,
  bare,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Look) {
  return <textarea autoComplete="off" {...props} className={classes({ width, bare, className })} />;
}

/** The browser's own list to choose from: its keyboard and its screen reader support. */
export function SelectInput({
  width,
  bare,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & Look) {
  return <select autoComplete="off" {...props} className={classes({ width, bare, className })} />;
}
