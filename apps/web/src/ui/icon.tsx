// SVG icons of the light layer (24×24 Material paths, see icons.tsx). Decorative unless a title is
// given; `flip` mirrors direction-bound icons (arrows, chevrons) in right-to-left languages.
import type { SVGProps } from 'react';
import { cx } from './cx';

export type IconSize = 'xs' | 'sm' | 'md' | 'lg';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: IconSize;
  title?: string;
  flip?: boolean;
}

export type IconComponent = (props: IconProps) => React.JSX.Element;

export function createIcon(d: string | string[]): IconComponent {
  const paths = Array.isArray(d) ? d : [d];
  return function Icon({ size = 'md', title, flip, className, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        className={cx('cs-icon', size !== 'md' && `cs-icon-${size}`, flip && 'cs-icon-flip', className)}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths.map((p) => (
          <path key={p} d={p} />
        ))}
      </svg>
    );
  };
}
