/** Joins class names, skipping empty values. */
export function cx(...names: (string | false | null | undefined | 0)[]): string {
  return names.filter(Boolean).join(' ');
}
