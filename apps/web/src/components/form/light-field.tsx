// Outlined text and select fields for the public pages: a native <input> / <select> with its label
// notched into the outline, like MUI's outlined TextField with a shrunk label, but plain elements
// styled by light-field.css (no MUI or emotion on the pages' first load). The notch is a <fieldset>
// with a <legend> of the label's text, as MUI draws it, so it works on any background.
import type { ChangeEvent, CSSProperties, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { cx } from '../../ui/cx';
import './light-field.css';

interface LightFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  size?: 'small' | 'medium';
  /** Classes of the field's wrapper (width, responsive display…). */
  className?: string;
  /** Inline styles of the field's wrapper. */
  style?: CSSProperties;
  /** The same as style (the name MUI callers used; plain CSS properties only). */
  sx?: CSSProperties;
  disabled?: boolean;
  /** Attributes of the <input> / <select> itself (min, max, data-testid…). */
  htmlInput?: Record<string, unknown>;
}

function Outline({ label }: { label: string }) {
  return (
    <fieldset aria-hidden="true" className="lf-outline">
      <legend>
        <span>{label}</span>
      </legend>
    </fieldset>
  );
}

function wrapperClass(
  size: LightFieldProps['size'],
  disabled: boolean | undefined,
  className: string | undefined,
  extra?: string,
) {
  return cx('lf', size === 'small' && 'lf-sm', disabled && 'lf-disabled', extra, className);
}

export function LightTextField({
  id,
  label,
  value,
  onChange,
  size,
  className,
  style,
  sx,
  disabled,
  htmlInput,
  type = 'text',
}: LightFieldProps & { type?: string }) {
  return (
    <div className={wrapperClass(size, disabled, className)} style={{ ...sx, ...style }}>
      <label htmlFor={id} className="lf-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="lf-control"
        value={value}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        {...(htmlInput as InputHTMLAttributes<HTMLInputElement>)}
      />
      <Outline label={label} />
    </div>
  );
}

export function LightSelectField({
  id,
  label,
  value,
  onChange,
  size,
  className,
  style,
  sx,
  disabled,
  htmlInput,
  children,
}: LightFieldProps & { children: ReactNode }) {
  return (
    <div className={wrapperClass(size, disabled, className, 'lf-select')} style={{ ...sx, ...style }}>
      <label htmlFor={id} className="lf-label">
        {label}
      </label>
      <select
        id={id}
        className="lf-control"
        value={value}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        {...(htmlInput as SelectHTMLAttributes<HTMLSelectElement>)}
      >
        {children}
      </select>
      {/* Material "ArrowDropDown", as NativeSelect drew it. */}
      <svg className="lf-arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 10l5 5 5-5z" />
      </svg>
      <Outline label={label} />
    </div>
  );
}
