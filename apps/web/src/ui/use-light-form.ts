// A form of uncontrolled fields for the light public pages, with react-hook-form's `register` /
// `handleSubmit` / `reset` / `formState.errors` for the rules those forms use (required, minLength,
// maxLength, pattern) — the same call sites, without the library's 15 KB gzip in the page's first
// load (bench/web-budgets.mjs: a public page stays within 10 KB of /events). Like react-hook-form
// by default: validated on submit, then again on every change of a field that has an error; the
// first invalid field gets the focus. Forms with schemas or dynamic fields keep react-hook-form.
import { useRef, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormRegisterReturn } from 'react-hook-form';

/** The rules a light form checks, written as react-hook-form writes them. */
export type LightRules = Pick<RegisterOptions, 'required' | 'minLength' | 'maxLength' | 'pattern'>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** A rule as `value` and `message`, whether written `{ value, message }`, as a message or as a value. */
function parts(rule: unknown): { value: unknown; message: string } {
  if (typeof rule === 'object' && rule !== null && 'value' in rule)
    return { value: rule.value, message: 'message' in rule ? String(rule.message) : '' };
  return { value: rule, message: typeof rule === 'string' ? rule : '' };
}

/** Each rule and when a value breaks it (an empty optional field breaks none). */
const CHECKS: [keyof LightRules, (limit: unknown, text: string) => boolean][] = [
  ['required', (limit, text) => Boolean(limit) && text.trim() === ''],
  ['minLength', (limit, text) => text !== '' && text.length < Number(limit)],
  ['maxLength', (limit, text) => text.length > Number(limit)],
  ['pattern', (limit, text) => text !== '' && limit instanceof RegExp && !limit.test(text)],
];

/** The message of the first rule the value breaks, or null. */
export function breaks(value: string, rules: LightRules): string | null {
  for (const [key, broken] of CHECKS) {
    if (rules[key] === undefined) continue;
    const { value: limit, message } = parts(rules[key]);
    if (broken(limit, value)) return message;
  }
  return null;
}

export function useLightForm<T extends FieldValues>({ defaultValues }: { defaultValues: { [K in keyof T]: string } }) {
  const elements = useRef(new Map<string, FieldElement>());
  const seen = useRef(new Set<string>());
  const rulesOf = useRef(new Map<string, LightRules>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<keyof T, { message: string }>>>({});

  const check = (name: string): string | null => {
    const element = elements.current.get(name);
    return element ? breaks(element.value, rulesOf.current.get(name) ?? {}) : null;
  };

  const register = (name: Path<T>, rules: LightRules = {}): UseFormRegisterReturn<Path<T>> => {
    rulesOf.current.set(name, rules);
    const revalidate = async () => {
      if (!submitted.current) return;
      const message = check(name);
      setErrors((current) => {
        if ((current[name]?.message ?? null) === message) return current;
        const next = { ...current };
        if (message) next[name as keyof T] = { message };
        else delete next[name as keyof T];
        return next;
      });
    };
    return {
      name,
      ref: (element: FieldElement | null) => {
        if (!element) return void elements.current.delete(name);
        elements.current.set(name, element);
        // The default goes in once: the ref is called again on every render.
        if (!seen.current.has(name)) element.value = (defaultValues as Record<string, string>)[name] ?? '';
        seen.current.add(name);
      },
      onChange: revalidate,
      onBlur: async () => {},
    };
  };

  const handleSubmit = (onValid: (values: T) => void) => (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const found: Partial<Record<keyof T, { message: string }>> = {};
    let first: FieldElement | undefined;
    for (const [name, element] of elements.current) {
      const message = check(name);
      if (!message) continue;
      found[name as keyof T] = { message };
      first ??= element;
    }
    setErrors(found);
    if (first) {
      first.focus();
      return;
    }
    const values = { ...defaultValues } as Record<string, string>;
    for (const [name, element] of elements.current) values[name] = element.value;
    onValid(values as T);
  };

  const reset = () => {
    submitted.current = false;
    for (const [name, element] of elements.current)
      element.value = (defaultValues as Record<string, string>)[name] ?? '';
    setErrors({});
  };

  return { register, handleSubmit, reset, formState: { errors } };
}
