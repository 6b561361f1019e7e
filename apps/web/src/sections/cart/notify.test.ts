import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from './notify';

// The fallback translator useNotify uses before the checkout texts have loaded: it knows no keys.
const untranslated = (key: string, options?: Record<string, unknown>) => String(options?.defaultValue ?? key);
const english = (key: string) => ({ 'errors.SLOT_TAKEN': 'This slot was just taken.' })[key] ?? key;

describe('errorMessage', () => {
  it('translates known API error codes, else shows the server message', () => {
    const taken = new ApiError({ status: 409, code: 'SLOT_TAKEN', message: 'slot taken' });
    expect(errorMessage(taken, english)).toBe('This slot was just taken.');
    expect(errorMessage(taken, untranslated)).toBe('slot taken');
    expect(errorMessage(new ApiError({ status: 400, code: 'WHATEVER', message: 'Bad date' }), english)).toBe(
      'Bad date',
    );
  });

  it('never shows a raw translation key, even before the texts have loaded', () => {
    expect(errorMessage('boom', untranslated)).toBe('Something went wrong!');
    expect(errorMessage(new Error(''), untranslated)).toBe('Something went wrong!');
    expect(errorMessage(new Error('Network down'), untranslated)).toBe('Network down');
  });
});
