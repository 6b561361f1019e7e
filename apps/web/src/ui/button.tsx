// Buttons of the light layer: native <button> or a router link with the same look. Variants follow
// the dashboard's MUI buttons (contained, outlined, text) plus "soft" (tinted).
import { forwardRef } from 'react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { cx } from './cx';

export type ButtonVariant = 'contained' | 'outlined' | 'text' | 'soft';
export type ButtonColor = 'primary' | 'inherit' | 'error' | 'secondary';
export type ButtonSize = 'small' | 'medium' | 'large';

interface Look {
  variant?: ButtonVariant;
  color?: ButtonColor;
  size?: ButtonSize;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

export function buttonClass(
  { variant = 'text', color = 'primary', size = 'medium', fullWidth }: Look,
  className?: string,
): string {
  return cx(
    'cs-btn',
    `cs-btn-${variant}`,
    color !== 'primary' && `cs-btn-${color}`,
    size === 'small' && 'cs-btn-sm',
    size === 'large' && 'cs-btn-lg',
    fullWidth && 'cs-btn-full',
    className,
  );
}

export type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement>;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, color, size, fullWidth, startIcon, endIcon, className, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={buttonClass({ variant, color, size, fullWidth }, className)} {...rest}>
      {startIcon}
      {children}
      {endIcon}
    </button>
  );
});

export type ButtonLinkProps = Look & LinkProps;

/** A link that looks like a button (in-app navigation through the router). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, color, size, fullWidth, startIcon, endIcon, className, children, ...rest },
  ref,
) {
  return (
    <Link ref={ref} className={buttonClass({ variant, color, size, fullWidth }, className)} {...rest}>
      {startIcon}
      {children}
      {endIcon}
    </Link>
  );
});

/** A plain <a> that looks like a button (downloads, mailto:, tel:, other sites). */
export const ButtonAnchor = forwardRef<HTMLAnchorElement, Look & AnchorHTMLAttributes<HTMLAnchorElement>>(
  function ButtonAnchor({ variant, color, size, fullWidth, startIcon, endIcon, className, children, ...rest }, ref) {
    return (
      <a ref={ref} className={buttonClass({ variant, color, size, fullWidth }, className)} {...rest}>
        {startIcon}
        {children}
        {endIcon}
      </a>
    );
  },
);

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Icon buttons have no text: the accessible name is required. */
  'aria-label': string;
  size?: 'small' | 'medium';
  color?: 'default' | 'inherit' | 'primary';
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { size = 'medium', color = 'default', className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(
        'cs-icon-btn',
        size === 'small' && 'cs-icon-btn-sm',
        color !== 'default' && `cs-icon-btn-${color}`,
        className,
      )}
      {...rest}
    />
  );
});
