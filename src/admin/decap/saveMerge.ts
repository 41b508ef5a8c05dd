import { CORE_SCHEMA, load } from "js-yaml";
import { formatContent } from "../../content/canonicalYaml";
import { normaliseTexts } from "../../content/normaliseTexts";
import type { ContentModel, FieldKind, ModelField } from "../../content/modelTypes";
import { isLanguageField, isRecord, outdatedKey } from "../../content/translations";

/**
 * A save that keeps what was saved elsewhere (issue #50): when the file changed since the form
 * was opened (another tab, another person, a commit), only what this form changed is written on
 * top of the newer file, field by field, by the content model. Three versions of the file:
 *
 *  - `base`: the file as the form opened it (or as this form last saved it);
 *  - `mine`: the form's data now;
 *  - `theirs`: the file as the backend holds it now.
 *
 * A value changed on one side only takes that side's; changed on both sides to the same value, it
 * is that value; changed on both to different values, it is a conflict, which the save refuses
 * with both values in view until the person chooses (`choices`). A text's languages are separate
 * values (an English edit and a Spanish edit of one text are both kept), and so is each field of
 * an object. A list's items are matched across the three versions by their identity where the
 * model gives one (an `id`), else as the same item when unchanged, else by the values they still
 * share (the same photo, the same Spanish words); then:
 *
 *  - an item added on either side is added, after the item it followed there;
 *  - an item deleted on one side and left as it was on the other is deleted; deleted on one side
 *    and changed on the other, it is a conflict (keep it with the changes, or keep it deleted);
 *  - the order: a reorder on one side is kept; both sides reordering differently is a conflict;
 *  - an item on both sides is merged, field by field, as above.
 *
 * Pure; the editor calls it before each save (./keepSaves.ts). `canonicalData` puts each version in
 * the form the file is written in, so that values are compared as they are saved.
 */

type Data = Record<string, unknown>;
export type Path = readonly (string | number)[];

/** Which version a choice keeps. */
export type Keep = "mine" | "theirs";

/** A person's choice for a conflict, valid while both values are still the ones shown when it was made. */
export interface Choice {
  readonly keep: Keep;
  /** The values shown when the choice was made (`valueKey`). */
  readonly mine: string;
  readonly theirs: string;
}

export interface Conflict {
  /** The conflict's place in the file as the form opened it: the same from a refused save to the next. */
  readonly id: string;
  /**
   * `value`: a value changed on both sides; `deletedHere`: an item this form deleted, changed
   * elsewhere; `deletedThere`: an item this form changed, deleted elsewhere; `order`: a list both
   * sides reordered differently.
   */
  readonly kind: "value" | "deletedHere" | "deletedThere" | "order";
  /** Where it is, in the version named by `in` (an item this form deleted is only in theirs). */
  readonly path: Path;
  readonly in: "mine" | "theirs";
  readonly mine: unknown;
  readonly theirs: unknown;
  /** The person's choice for it, while its values are the ones shown when it was made; none yet, and the save is refused. */
  readonly chosen?: Keep;
}

/** A change made elsewhere that the save keeps. */
export interface Kept {
  /** `value`: a field or a text's words in a language; `added`, `deleted`, `moved`: a list's item, or its order. */
  readonly kind: "value" | "added" | "deleted" | "moved";
  /** Where it is: in the merged data, or for a deletion in the data as the form opened it. */
  readonly path: Path;
  readonly in: "merged" | "base";
}

export interface MergeResult {
  readonly data: Data;
  readonly kept: readonly Kept[];
  /** Every value changed on both sides, with the person's choice where made: the save waits while one has none. */
  readonly conflicts: readonly Conflict[];
}

export interface MergeInput {
  readonly base: unknown;
  readonly mine: unknown;
  readonly theirs: unknown;
  readonly typeName: string;
  readonly model: ContentModel;
  readonly choices?: ReadonlyMap<string, Choice>;
}

/** A value as a choice remembers it. */
export const valueKey = (value: unknown): string => JSON.stringify(value ?? null);

/** A file's data as the file is written (src/content/canonicalYaml.ts), read back: empty values gone, texts trimmed. */
export function canonicalData(data: unknown, typeName: string, model: ContentModel): Data {
  const written = formatContent(normaliseTexts(isRecord(data) ? data : {}, typeName, model), typeName, model);
  const read = load(written, { schema: CORE_SCHEMA });
  return isRecord(read) ? read : {};
}

/** The same value, as written. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return false;
}

/** The keys an item of a list is known by (the content check holds them unique in their list: src/content/validateContent.ts). */
const identityFields = ["id", "slug"];

/** What a value is, as far as merging goes: a kind of the model, and the field it belongs to. */
interface Shape {
  readonly kind?: FieldKind;
  readonly field?: ModelField;
}

interface Places {
  readonly base: Path;
  readonly mine: Path;
  readonly theirs: Path;
  readonly merged: Path;
}

const at = (places: Places, base: string | number, mine: string | number = base, theirs: string | number = mine, merged: string | number = mine): Places => ({
  base: [...places.base, base],
  mine: [...places.mine, mine],
  theirs: [...places.theirs, theirs],
  merged: [...places.merged, merged],
});

/** Whether a value's place is what a language's words were written for (metadata of "to review", never told). */
const isReviewMark = (path: Path): boolean => path.includes(outdatedKey);

export function mergeSave(input: MergeInput): MergeResult {
  const { model, choices = new Map() } = input;
  const kept: Kept[] = [];
  const conflicts: Conflict[] = [];

  /** A conflict's outcome: the choice made for it while its values are those shown, else mine until one is made. */
  function decide(conflict: Conflict): Keep {
    const choice = choices.get(conflict.id);
    const chosen = choice && choice.mine === valueKey(conflict.mine) && choice.theirs === valueKey(conflict.theirs) ? choice.keep : undefined;
    conflicts.push(chosen ? { ...conflict, chosen } : conflict);
    return chosen ?? "mine";
  }

  function mergeValue(base: unknown, mine: unknown, theirs: unknown, shape: Shape, places: Places, typeName?: string): unknown {
    if (same(mine, theirs) || same(base, theirs)) return mine;
    // Changed elsewhere (and maybe here): a structure is merged inside, so that what changed is told precisely.
    if (isRecord(mine) && isRecord(theirs)) {
      const type = typeName ?? (shape.kind?.kind === "object" ? shape.kind.type : undefined);
      if (type && model.types[type]) return mergeRecord(isRecord(base) ? base : {}, mine, theirs, places, type);
      // A text's words per language, or a list each language has its own of.
      if (shape.field && (isLanguageField(shape.field) || shape.field.rules?.perLanguage)) {
        const { perLanguage, ...rules } = shape.field.rules ?? {};
        const inner: Shape = perLanguage ? { kind: shape.field.type, field: { ...shape.field, rules } } : { field: shape.field };
        return mergeLoose(isRecord(base) ? base : {}, mine, theirs, inner, places);
      }
    }
    if (Array.isArray(mine) && Array.isArray(theirs) && shape.kind?.kind === "list" && isItemList(shape)) {
      return mergeList(Array.isArray(base) ? base : [], mine, theirs, { kind: shape.kind.of, field: shape.field }, places);
    }
    // One value: changed elsewhere only, it is theirs; changed on both sides, the person chooses.
    if (same(base, mine)) {
      if (!isReviewMark(places.merged)) kept.push({ kind: "value", path: places.merged, in: "merged" });
      return theirs;
    }
    // What a language's words were written for: the oldest mark is kept (./fieldWidgets.ts), never asked.
    if (isReviewMark(places.merged)) return theirs ?? mine;
    return decide({ id: `value:${JSON.stringify(places.base)}`, kind: "value", path: places.mine, in: "mine", mine, theirs }) === "theirs" ? theirs : mine;
  }

  /** Whether a list's items are objects or texts, matched item by item (a list of plain values is one value). */
  function isItemList(shape: Shape): boolean {
    const of = shape.kind?.kind === "list" ? shape.kind.of : undefined;
    return of?.kind === "object" || (of?.kind === "string" && shape.field !== undefined && isLanguageField(shape.field));
  }

  /** An object of the model: field by field, in the model's order, then any key it does not know. */
  function mergeRecord(base: Data, mine: Data, theirs: Data, places: Places, typeName: string): Data {
    const fields = model.types[typeName]?.fields ?? [];
    const known = new Set(fields.map((field) => field.name));
    const result: Data = {};
    for (const field of fields) {
      const value = mergeValue(base[field.name], mine[field.name], theirs[field.name], { kind: field.type, field }, at(places, field.name));
      if (value !== undefined) result[field.name] = value;
    }
    for (const key of keysOf(base, mine, theirs)) {
      if (known.has(key)) continue;
      const value = mergeValue(base[key], mine[key], theirs[key], {}, at(places, key));
      if (value !== undefined) result[key] = value;
    }
    return result;
  }

  /** A text's languages (and what each was written for), or a list per language: key by key. */
  function mergeLoose(base: Data, mine: Data, theirs: Data, shape: Shape, places: Places): Data {
    const result: Data = {};
    for (const key of keysOf(base, mine, theirs)) {
      const inner: Shape = key === outdatedKey ? { field: shape.field } : shape;
      const value = mergeValue(base[key], mine[key], theirs[key], inner, at(places, key));
      if (value !== undefined) result[key] = value;
    }
    return result;
  }

  function mergeList(base: unknown[], mine: unknown[], theirs: unknown[], item: Shape, places: Places): unknown[] {
    const identity = identityOf(item, model);
    const mineToBase = matchItems(mine, base, identity);
    const theirsToBase = matchItems(theirs, base, identity);
    const baseIn = (matches: (number | undefined)[]): Map<number, number> => new Map(matches.flatMap((baseIndex, index) => (baseIndex === undefined ? [] : [[baseIndex, index] as const])));
    const inMine = baseIn(mineToBase);
    const inTheirs = baseIn(theirsToBase);

    // Items added on both sides: the same item once (the same identity, or the same values).
    const addedMine = mine.flatMap((_, index) => (mineToBase[index] === undefined ? [index] : []));
    const addedTheirs = theirs.flatMap((_, index) => (theirsToBase[index] === undefined ? [index] : []));
    const twin = new Map<number, number>(); // theirs' added index → mine's added index
    for (const index of addedTheirs) {
      const match = addedMine.find((candidate) => ![...twin.values()].includes(candidate) && (identity ? identity(theirs[index]) !== undefined && identity(theirs[index]) === identity(mine[candidate]) : same(theirs[index], mine[candidate])));
      if (match !== undefined) twin.set(index, match);
    }

    // Which of the form's items, and which of the newer file's, the save keeps.
    const keepBase = new Set<number>();
    const keptTheirsOnly = new Set<number>(); // base items this form deleted whose changes elsewhere are kept
    base.forEach((value, baseIndex) => {
      const mineIndex = inMine.get(baseIndex);
      const theirsIndex = inTheirs.get(baseIndex);
      if (mineIndex !== undefined && theirsIndex !== undefined) keepBase.add(baseIndex);
      else if (mineIndex === undefined && theirsIndex !== undefined) {
        // Deleted here: deleted, unless it was changed elsewhere and the person keeps that.
        if (same(theirs[theirsIndex], value)) return;
        const conflict: Conflict = { id: `item:${JSON.stringify([...places.base, baseIndex])}`, kind: "deletedHere", path: [...places.theirs, theirsIndex], in: "theirs", mine: undefined, theirs: theirs[theirsIndex] };
        if (decide(conflict) === "theirs") keptTheirsOnly.add(baseIndex);
      } else if (mineIndex !== undefined && theirsIndex === undefined) {
        // Deleted elsewhere: deleted, unless it was changed here and the person keeps it.
        if (same(mine[mineIndex], value)) {
          kept.push({ kind: "deleted", path: [...places.base, baseIndex], in: "base" });
          return;
        }
        const conflict: Conflict = { id: `item:${JSON.stringify([...places.base, baseIndex])}`, kind: "deletedThere", path: [...places.mine, mineIndex], in: "mine", mine: mine[mineIndex], theirs: undefined };
        if (decide(conflict) === "mine") keepBase.add(baseIndex);
      }
    });

    // The order of the items both sides kept: one side's reorder is kept; both reordering differently, the person chooses.
    const common = [...keepBase].filter((baseIndex) => inMine.has(baseIndex) && inTheirs.has(baseIndex));
    const orderMine = [...common].sort((a, b) => inMine.get(a)! - inMine.get(b)!);
    const orderTheirs = [...common].sort((a, b) => inTheirs.get(a)! - inTheirs.get(b)!);
    const orderBase = [...common].sort((a, b) => a - b);
    let leading: "mine" | "theirs" = "mine";
    if (!same(orderMine, orderTheirs)) {
      if (same(orderMine, orderBase)) {
        leading = "theirs";
        kept.push({ kind: "moved", path: places.merged, in: "merged" });
      } else if (!same(orderTheirs, orderBase)) {
        const summary = (order: number[], side: unknown[], where: Map<number, number>) => order.map((baseIndex) => side[where.get(baseIndex)!]);
        leading = decide({ id: `order:${JSON.stringify(places.base)}`, kind: "order", path: places.mine, in: "mine", mine: summary(orderMine, mine, inMine), theirs: summary(orderTheirs, theirs, inTheirs) });
      }
    }

    // The merged list: the leading side's items in its order, the other side's additions after the item they followed there.
    type Entry = { base?: number; mine?: number; theirs?: number };
    const entriesOf = (side: "mine" | "theirs"): Entry[] => {
      const list = side === "mine" ? mine : theirs;
      const toBase = side === "mine" ? mineToBase : theirsToBase;
      return list.map((_, index) => {
        const baseIndex = toBase[index];
        if (baseIndex !== undefined) return { base: baseIndex, mine: inMine.get(baseIndex), theirs: inTheirs.get(baseIndex) };
        if (side === "mine") return { mine: index, theirs: [...twin.entries()].find(([, mineIndex]) => mineIndex === index)?.[0] };
        return { theirs: index, mine: twin.get(index) };
      });
    };
    const included = (entry: Entry): boolean => (entry.base === undefined ? true : keepBase.has(entry.base) || keptTheirsOnly.has(entry.base));
    const key = (entry: Entry): string => (entry.base !== undefined ? `b${entry.base}` : entry.mine !== undefined ? `m${entry.mine}` : `t${entry.theirs}`);
    const sequence: Entry[] = entriesOf(leading).filter(included);
    const placed = new Set(sequence.map(key));
    let after = -1;
    for (const entry of entriesOf(leading === "mine" ? "theirs" : "mine")) {
      const known = sequence.findIndex((candidate) => key(candidate) === key(entry));
      if (known >= 0) {
        after = known;
        continue;
      }
      if (!included(entry) || placed.has(key(entry))) continue;
      sequence.splice(after + 1, 0, entry);
      placed.add(key(entry));
      after += 1;
    }

    return sequence.map((entry, index) => {
      const mineValue = entry.mine !== undefined ? mine[entry.mine] : undefined;
      const theirsValue = entry.theirs !== undefined ? theirs[entry.theirs] : undefined;
      const inner = at(places, entry.base ?? `+${key(entry)}`, entry.mine ?? -1, entry.theirs ?? -1, index);
      if (entry.base === undefined) {
        // Added: on one side only, as added; on both (the same identity), merged as one item.
        if (entry.mine !== undefined && entry.theirs !== undefined) return mergeValue(undefined, mineValue, theirsValue, item, inner);
        if (entry.theirs !== undefined) kept.push({ kind: "added", path: inner.merged, in: "merged" });
        return mineValue ?? theirsValue;
      }
      if (entry.mine === undefined) return theirsValue; // deleted here, its change elsewhere kept
      if (entry.theirs === undefined) return mineValue; // deleted elsewhere, its change here kept
      return mergeValue(base[entry.base], mineValue, theirsValue, item, inner);
    });
  }

  const data = mergeRecord(isRecord(input.base) ? input.base : {}, isRecord(input.mine) ? input.mine : {}, isRecord(input.theirs) ? input.theirs : {}, { base: [], mine: [], theirs: [], merged: [] }, input.typeName);
  return { data, kept, conflicts };
}

function keysOf(...records: Data[]): string[] {
  return [...new Set(records.flatMap((record) => Object.keys(record)))];
}

/** An item's identity where its type has one (`id`). */
function identityOf(item: Shape, model: ContentModel): ((value: unknown) => string | undefined) | undefined {
  if (item.kind?.kind !== "object") return undefined;
  const fields = model.types[item.kind.type]?.fields ?? [];
  const name = identityFields.find((candidate) => fields.some((field) => field.name === candidate));
  if (!name) return undefined;
  return (value) => (isRecord(value) && (typeof value[name] === "string" || typeof value[name] === "number") ? String(value[name]) : undefined);
}

/** A value's plain values by where they are in it, to tell how much two items still share. */
function leaves(value: unknown, prefix = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const walk = (inner: unknown, at: string): void => {
    if (Array.isArray(inner)) inner.forEach((item, index) => walk(item, `${at}/${index}`));
    else if (isRecord(inner)) for (const [key, item] of Object.entries(inner)) key !== outdatedKey && walk(item, `${at}/${key}`);
    else if (inner !== undefined && inner !== null && inner !== "") found.set(at, inner);
  };
  walk(value, prefix);
  return found;
}

/**
 * For each item of `side`, the item of `base` it is (its index), or undefined for an item added:
 * by identity; else the same item unchanged (at its own place first); else the item it shares the
 * most values with (at least one), the nearest on a tie.
 */
export function matchItems(side: readonly unknown[], base: readonly unknown[], identity?: (value: unknown) => string | undefined): (number | undefined)[] {
  const result: (number | undefined)[] = side.map(() => undefined);
  if (identity) {
    const byIdentity = new Map<string, number>();
    base.forEach((value, index) => {
      const id = identity(value);
      if (id !== undefined && !byIdentity.has(id)) byIdentity.set(id, index);
    });
    side.forEach((value, index) => {
      const id = identity(value);
      if (id !== undefined && byIdentity.has(id)) result[index] = byIdentity.get(id);
    });
    return result;
  }
  const free = new Set(base.map((_, index) => index));
  // Unchanged items: the one at the same place first, then the first one free.
  side.forEach((value, index) => {
    if (free.has(index) && same(value, base[index])) {
      result[index] = index;
      free.delete(index);
    }
  });
  side.forEach((value, index) => {
    if (result[index] !== undefined) return;
    const found = [...free].find((baseIndex) => same(value, base[baseIndex]));
    if (found !== undefined) {
      result[index] = found;
      free.delete(found);
    }
  });
  // Changed items: by the values they still share, most first, nearest on a tie.
  const pairs: { index: number; baseIndex: number; shared: number }[] = [];
  side.forEach((value, index) => {
    if (result[index] !== undefined) return;
    const own = leaves(value);
    for (const baseIndex of free) {
      const theirs = leaves(base[baseIndex]);
      const shared = [...own].filter(([at, inner]) => theirs.has(at) && theirs.get(at) === inner).length;
      if (shared > 0) pairs.push({ index, baseIndex, shared });
    }
  });
  pairs.sort((a, b) => b.shared - a.shared || Math.abs(a.index - a.baseIndex) - Math.abs(b.index - b.baseIndex));
  for (const pair of pairs) {
    if (result[pair.index] !== undefined || !free.has(pair.baseIndex)) continue;
    result[pair.index] = pair.baseIndex;
    free.delete(pair.baseIndex);
  }
  return result;
}
