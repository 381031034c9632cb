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
 * `busy` it is disabled and marked busy, a wheel turning before its words; the wheel is drawn
 * only, since the words (and the status beside the button) say what is going on.
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
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <span className={styles.wheel} aria-hidden="true" />}
      {children}
    </button>
  );
}

/**
 * A round button drawn as an icon (an SVG path on a 24-unit grid), named by `label`, which
 * screen readers say and the pointer's tooltip shows.
 */
export function IconButton({
  label,
  path,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'children' | 'type'> & { label: string; path: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={[styles.icon, className].filter(Boolean).join(' ')}
      {...props}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} />
      </svg>
    </button>
  );
}

/** A link within the app that looks like a button: it goes somewhere rather than acts. */
export function ButtonLink({ variant, size, color, className, ...props }: ButtonLook & LinkProps) {
  return <Link className={buttonClass({ variant, size, color }, className)} {...props} />;
}
