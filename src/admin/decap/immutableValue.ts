/**
 * Decap holds an entry's data as Immutable.js Maps and Lists. A value we give it (the data a save
 * writes, a field's value after a save) is made of the same Immutable as one Decap gave us, from
 * an empty copy of it: Decap's bundle has its own Immutable, and this keeps to it.
 */
export interface ImmutableSeed {
  clear(): ImmutableSeed;
  set(key: string, value: unknown): ImmutableSeed;
  toList(): { push(...values: unknown[]): unknown };
}

const isSeed = (value: unknown): value is ImmutableSeed =>
  typeof value === "object" && value !== null && typeof (value as ImmutableSeed).clear === "function" && typeof (value as ImmutableSeed).toList === "function";

/** `value` (plain data) as Decap holds it: objects as Maps, arrays as Lists, made from `seed` (any Immutable Map of Decap's). */
export function immutableFrom(value: unknown, seed: unknown): unknown {
  if (!isSeed(seed)) throw new Error("An Immutable Map of Decap's is needed to give it data");
  const empty = seed.clear();
  const convert = (inner: unknown): unknown => {
    if (Array.isArray(inner)) return empty.toList().push(...inner.map(convert));
    if (typeof inner === "object" && inner !== null && !(inner instanceof Date)) {
      return Object.entries(inner as Record<string, unknown>).reduce<ImmutableSeed>((map, [key, item]) => (item === undefined ? map : map.set(key, convert(item))), empty);
    }
    return inner;
  };
  return convert(value);
}
