// Text in the theme's typography variants (ui/light.css .cs-t-*), rendered as the element that fits
// the content (h1…h6 for headings, p for paragraphs, span inside lines).
import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';

export type TextVariant =
  'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'subtitle1' | 'subtitle2' | 'body1' | 'body2' | 'caption' | 'overline';

const ELEMENT: Record<TextVariant, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'p',
  subtitle2: 'p',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
};

export interface TextProps extends HTMLAttributes<HTMLElement> {
  variant?: TextVariant;
  /** The element to render (defaults by variant; a heading's level can differ from its look). */
  as?: ElementType;
  color?: 'inherit' | 'secondary' | 'disabled' | 'primary' | 'error' | 'success' | 'warning';
  noWrap?: boolean;
  children?: ReactNode;
  htmlFor?: string;
  ref?: Ref<HTMLElement>;
}

export function Text({ variant = 'body1', as, color = 'inherit', noWrap, className, ...rest }: TextProps) {
  const Component = as ?? ELEMENT[variant];
  return (
    <Component
      className={cx(`cs-t-${variant}`, color !== 'inherit' && `cs-c-${color}`, noWrap && 'cs-nowrap', className)}
      {...rest}
    />
  );
}
