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

const classes = (width: BoxWidth, className: string | undefined) =>
  [styles.input, widths[width], className].filter(Boolean).join(' ');

// Patient answers are not offered back by the browser's autofill (docs/architecture.md,
// "Security"): every box of the layer says so unless told otherwise.

/** A box to type into, in a Field (or named by a heading, as in the chat). */
export function TextInput({
  width = 'full',
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { width?: BoxWidth; ref?: Ref<HTMLInputElement> }) {
  return <input autoComplete="off" {...props} ref={ref} className={classes(width, className)} />;
}

/** A box of several lines to type into. */
export function TextArea({
  width = 'full',
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { width?: BoxWidth }) {
  return <textarea autoComplete="off" {...props} className={classes(width, className)} />;
}

/** The browser's own list to choose from: its keyboard and its screen reader support. */
export function SelectInput({
  width = 'full',
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { width?: BoxWidth }) {
  return <select autoComplete="off" {...props} className={classes(width, className)} />;
}
