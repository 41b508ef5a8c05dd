/**
 * Narrows a value a page query may return as null. The content check guarantees the YAML exists,
 * so reaching the throw means a file was renamed or removed: the message says which.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing content: ${what}`);
  return value;
}
