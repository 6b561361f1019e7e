// Name and e-mail, side by side from 600 px: the first two fields of the public forms (contact form,
// job applications), with the same rules and messages.
import type { RegisterOptions, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../ui';
import '../contact.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = (
  name: 'name' | 'email',
  rules: Pick<RegisterOptions, 'required' | 'maxLength' | 'pattern'>,
) => UseFormRegisterReturn & { id: string; error?: string };

export function NameEmailFields({
  field,
  labels,
}: {
  field: Field;
  labels: { name: string; email: string; required: string; tooLong: string; invalidEmail: string };
}) {
  return (
    <div className="co-pair">
      <TextField
        label={labels.name}
        required
        autoComplete="name"
        {...field('name', { required: labels.required, maxLength: { value: 120, message: labels.tooLong } })}
      />
      <TextField
        label={labels.email}
        required
        type="email"
        autoComplete="email"
        {...field('email', { required: labels.required, pattern: { value: EMAIL, message: labels.invalidEmail } })}
      />
    </div>
  );
}
