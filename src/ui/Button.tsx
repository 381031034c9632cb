import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';

/** How a button looks: filled, bordered or bare; its size; its colour. */
export interface ButtonLook {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  /** `inherit` takes the colour of the text around it (a notice's). */
  color?: 'primary' | 'error' | 'inherit';
}

const variants = { contained: styles.contained, outlined: styles.outlined, text: undefined };
const sizes = { small: styles.small, medium: undefined, large: styles.large };
const colors = { primary: undefined, error: styles.error, inherit: styles.inherit };

function buttonClass(
  { variant = 'text', size = 'medium', color = 'primary' }: ButtonLook,
  className?: string,
) {
  return [styles.button, variants[variant], sizes[size], colors[color], className]
    .filter(Boolean)
    .join(' ');
}

/**
 * The product's button: a plain `<button>`, of type "button" unless told otherwise. While
 * `busy` it is disabled, a wheel turning before its words (a progress bar inside it, as
 * screen readers and tests find it).
 */
export function Button({
  variant,
  size,
  color,
  className,
  type = 'button',
  busy = false,
  disabled,
  children,
  ...props
}: ButtonLook & ComponentProps<'button'> & { busy?: boolean }) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, color }, className)}
      disabled={busy || disabled}
      {...props}
    >
      {busy && <span className={styles.wheel} role="progressbar" />}
      {children}
    </button>
  );
}

/** A link within the app that looks like a button: it goes somewhere rather than acts. */
export function ButtonLink({ variant, size, color, className, ...props }: ButtonLook & LinkProps) {
  return <Link className={buttonClass({ variant, size, color }, className)} {...props} />;
}
