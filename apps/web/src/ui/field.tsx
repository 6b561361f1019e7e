// A labelled text field of the light layer (outlined, ui/light.css .cs-field): the label names the
// input, a required field says so, an error message is announced with the field (aria-invalid,
// aria-describedby). The ref reaches the input, so react-hook-form's register() works as is.
import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

interface FieldLook {
  id: string;
  label: ReactNode;
  /** Shown under the field; replaced by the error while there is one. */
  helperText?: ReactNode;
  error?: ReactNode;
  className?: string;
}

export type TextFieldProps = FieldLook &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { multiline?: false };
export type TextAreaFieldProps = FieldLook &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { multiline: true };

function FieldFrame({
  id,
  label,
  required,
  helperText,
  error,
  className,
  children,
}: FieldLook & { required?: boolean; children: ReactNode }) {
  const note = error || helperText;
  return (
    <div className={cx('cs-field', Boolean(error) && 'cs-field-error', className)}>
      <label htmlFor={id} className="cs-field-label">
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </label>
      {children}
      {note ? (
        <span id={`${id}-note`} className="cs-field-note">
          {note}
        </span>
      ) : null}
    </div>
  );
}

/** The input's own attributes: its id, and the error or help text it is described by. */
function describedBy({ id, helperText, error }: FieldLook) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || helperText ? `${id}-note` : undefined,
  } as const;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { multiline: _multiline, ...props },
  ref,
) {
  const { id, label, helperText, error, className, ...rest } = props;
  return (
    <FieldFrame {...{ id, label, helperText, error, className }} required={rest.required}>
      <input ref={ref} className="cs-input" {...describedBy(props)} {...rest} />
    </FieldFrame>
  );
});

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { multiline: _multiline, ...props },
  ref,
) {
  const { id, label, helperText, error, className, ...rest } = props;
  return (
    <FieldFrame {...{ id, label, helperText, error, className }} required={rest.required}>
      <textarea ref={ref} className="cs-input cs-textarea" {...describedBy(props)} {...rest} />
    </FieldFrame>
  );
});
