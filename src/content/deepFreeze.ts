/**
 * A value and everything in it made read-only, for what the content check makes once and shares
 * between checks (a file's parsed YAML, the content model, a field's rules): a caller that would
 * change it throws instead of changing what the next check reads. A typed array's bytes (YAML's
 * `!!binary`) cannot be frozen and are left as they are.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
