// Layout primitives of the light layer: a centred page container and a flex stack with gaps in the
// theme's 8 px spacing unit. Responsive changes belong in the section's own CSS file.
import { forwardRef } from 'react';
import type { CSSProperties, ElementType, HTMLAttributes } from 'react';
import { cx } from './cx';

export function Container({
  maxWidth = 'lg',
  className,
  as: Component = 'div',
  ...rest
}: HTMLAttributes<HTMLElement> & { maxWidth?: 'sm' | 'md' | 'lg' | 'xl'; as?: ElementType }) {
  return (
    <Component className={cx('cs-container', maxWidth !== 'lg' && `cs-container-${maxWidth}`, className)} {...rest} />
  );
}

export interface StackProps extends HTMLAttributes<HTMLElement> {
  direction?: 'row' | 'column';
  /** Gap in spacing units of 8 px. */
  gap?: number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  as?: ElementType;
}

export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { direction = 'column', gap = 0, align, justify, wrap, as: Component = 'div', className, style, ...rest },
  ref,
) {
  return (
    <Component
      ref={ref}
      className={cx(direction === 'row' ? 'cs-row' : 'cs-stack', wrap && 'cs-wrap', className)}
      style={{ gap: gap ? gap * 8 : undefined, alignItems: align, justifyContent: justify, ...style }}
      {...rest}
    />
  );
});
