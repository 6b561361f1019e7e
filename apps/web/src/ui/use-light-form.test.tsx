// The light form: react-hook-form's rules and timing for the public forms, without the library.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { breaks, useLightForm } from './use-light-form';

describe('light form rules', () => {
  it('reports the first rule a value breaks', () => {
    const rules = {
      required: 'Required',
      minLength: { value: 3, message: 'Too short' },
      maxLength: { value: 5, message: 'Too long' },
      pattern: { value: /^[a-z]+$/, message: 'Letters only' },
    };
    expect(breaks('  ', rules)).toBe('Required');
    expect(breaks('ab', rules)).toBe('Too short');
    expect(breaks('abcdef', rules)).toBe('Too long');
    expect(breaks('ab1', rules)).toBe('Letters only');
    expect(breaks('abc', rules)).toBeNull();
    // Empty and optional: nothing to check.
    expect(breaks('', { minLength: { value: 3, message: 'Too short' } })).toBeNull();
  });
});

function Form({ onSend }: { onSend: (values: { name: string; note: string }) => void }) {
  const { register, handleSubmit, reset, formState } = useLightForm<{ name: string; note: string }>({
    defaultValues: { name: '', note: 'hello' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => (onSend(values), reset()))}>
      <input aria-label="name" {...register('name', { required: 'Enter a name' })} />
      <input aria-label="note" {...register('note', { maxLength: { value: 8, message: 'Too long' } })} />
      <span data-testid="errors">
        {Object.values(formState.errors)
          .map((e) => e?.message)
          .join('|')}
      </span>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useLightForm', () => {
  it('validates on submit, focuses the first invalid field, revalidates on change, sends and resets', () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    const name = screen.getByLabelText('name') as HTMLInputElement;
    const note = screen.getByLabelText('note') as HTMLInputElement;
    expect(note.value).toBe('hello');
    fireEvent.change(note, { target: { value: 'far too long' } });
    // Not validated before the first submit.
    expect(screen.getByTestId('errors').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('errors').textContent).toBe('Enter a name|Too long');
    expect(document.activeElement).toBe(name);
    expect(onSend).not.toHaveBeenCalled();
    // After a submit, a field's error goes as soon as its value is right.
    fireEvent.change(name, { target: { value: 'Ada' } });
    expect(screen.getByTestId('errors').textContent).toBe('Too long');
    fireEvent.change(note, { target: { value: 'short' } });
    expect(screen.getByTestId('errors').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Ada', note: 'short' });
    expect(name.value).toBe('');
    expect(note.value).toBe('hello');
  });
});
