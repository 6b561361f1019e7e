// A form of uncontrolled fields for the light public pages, with react-hook-form's `register` /
// `handleSubmit` / `reset` / `formState.errors` for the rules those forms use (required, minLength,
// maxLength, pattern) — the same call sites, without the library's 15 KB gzip in the page's first
// load (bench/web-budgets.mjs: a public page stays within 10 KB of /events). Like react-hook-form
// by default: validated on submit, then again on every change of a field that has an error; the
// first invalid field gets the focus. Forms with schemas or dynamic fields keep react-hook-form.
import { useCallback, useRef, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormRegisterReturn } from 'react-hook-form';

type Rule<T> = T | { value: T; message: string };
/** The rules a light form checks, written as react-hook-form writes them. */
export type LightRules = Pick<RegisterOptions, 'required' | 'minLength' | 'maxLength' | 'pattern'>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

const valueOf = <T>(rule: Rule<T>): T =>
  typeof rule === 'object' && rule !== null && 'value' in rule ? rule.value : rule;
const messageOf = (rule: Rule<unknown>): string =>
  typeof rule === 'string'
    ? rule
    : typeof rule === 'object' && rule !== null && 'message' in rule
      ? String(rule.message)
      : '';

/** The message of the first rule the value breaks, or null. */
export function breaks(value: string, rules: LightRules): string | null {
  if (rules.required && value.trim() === '') return messageOf(rules.required as Rule<unknown>);
  if (value === '') return null;
  if (rules.minLength !== undefined && value.length < Number(valueOf(rules.minLength as Rule<number>)))
    return messageOf(rules.minLength as Rule<unknown>);
  if (rules.maxLength !== undefined && value.length > Number(valueOf(rules.maxLength as Rule<number>)))
    return messageOf(rules.maxLength as Rule<unknown>);
  if (rules.pattern !== undefined && !(valueOf(rules.pattern as Rule<RegExp>) as RegExp).test(value))
    return messageOf(rules.pattern as Rule<unknown>);
  return null;
}

export function useLightForm<T extends FieldValues>({ defaultValues }: { defaultValues: { [K in keyof T]: string } }) {
  const elements = useRef(new Map<string, FieldElement>());
  const seen = useRef(new Set<string>());
  const rulesOf = useRef(new Map<string, LightRules>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<keyof T, { message: string }>>>({});

  const check = useCallback((name: string): string | null => {
    const element = elements.current.get(name);
    return element ? breaks(element.value, rulesOf.current.get(name) ?? {}) : null;
  }, []);

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
