// Cards, chips, badges, alerts, dividers and loading placeholders of the light layer.
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import { CheckCircleOutlinedIcon, ErrorOutlinedIcon, InfoOutlinedIcon, WarningAmberOutlinedIcon } from './icons';

export function Card({
  variant = 'elevation',
  className,
  as: Component = 'div',
  ...rest
}: HTMLAttributes<HTMLElement> & { variant?: 'elevation' | 'outlined'; as?: React.ElementType }) {
  return <Component className={cx('cs-card', variant === 'outlined' && 'cs-card-outlined', className)} {...rest} />;
}

export type Tone = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export function Chip({
  label,
  tone = 'default',
  variant = 'filled',
  size = 'small',
  icon,
  className,
  ...rest
}: Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  label: ReactNode;
  tone?: Tone;
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  icon?: ReactNode;
}) {
  return (
    <span
      className={cx(
        'cs-chip',
        tone !== 'default' && `cs-chip-${tone}`,
        variant === 'outlined' && 'cs-chip-outlined',
        size === 'medium' && 'cs-chip-md',
        className,
      )}
      {...rest}
    >
      {icon}
      {label}
    </span>
  );
}

/** A number on a corner of its child (e.g. items in the cart); hidden when zero. */
export function Badge({ count, children, label }: { count: number; children: ReactNode; label?: string }) {
  return (
    <span className="cs-badge">
      {children}
      {count > 0 ? (
        <span className="cs-badge-dot" aria-label={label}>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </span>
  );
}

const ALERT_ICONS = {
  info: InfoOutlinedIcon,
  success: CheckCircleOutlinedIcon,
  warning: WarningAmberOutlinedIcon,
  error: ErrorOutlinedIcon,
};

export function Alert({
  severity = 'info',
  variant = 'standard',
  title,
  action,
  icon,
  className,
  children,
  role,
  ...rest
}: HTMLAttributes<HTMLDivElement> & {
  severity?: 'info' | 'success' | 'warning' | 'error';
  variant?: 'standard' | 'outlined';
  title?: ReactNode;
  action?: ReactNode;
  /** false hides the icon. */
  icon?: ReactNode | false;
}) {
  const DefaultIcon = ALERT_ICONS[severity];
  return (
    <div
      role={role ?? (severity === 'error' ? 'alert' : 'status')}
      className={cx('cs-alert', `cs-alert-${severity}`, variant === 'outlined' && 'cs-alert-outlined', className)}
      {...rest}
    >
      {icon === false ? null : (icon ?? <DefaultIcon />)}
      <div className="cs-alert-body">
        {title ? <p className="cs-alert-title">{title}</p> : null}
        {children}
      </div>
      {action ? <div className="cs-alert-action">{action}</div> : null}
    </div>
  );
}

export function Divider({ className }: { className?: string }) {
  return <hr className={cx('cs-divider', className)} />;
}

export function Skeleton({
  variant = 'rounded',
  width,
  height,
  className,
}: {
  variant?: 'text' | 'rounded' | 'circular';
  width?: number | string;
  height?: number | string;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cx(
        'cs-skeleton',
        variant === 'text' && 'cs-skeleton-text',
        variant === 'circular' && 'cs-skeleton-circle',
        className,
      )}
      style={{ width, height }}
    />
  );
}

export function Spinner({ label, size = 24, className }: { label: string; size?: number; className?: string }) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={cx('cs-spinner', className)}
      style={{ width: size, height: size }}
    />
  );
}
