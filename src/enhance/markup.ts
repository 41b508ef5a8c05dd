/**
 * What a module needs from its server-rendered markup, or an error naming what is missing (shown
 * in the page's error alert by initAll), so a component and its module cannot drift apart silently.
 */

/** The first element inside `root` matching `selector`. */
export function element<T extends Element = HTMLElement>(root: ParentNode, selector: string, module: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`${module}: no ${selector} in its markup`);
  return found;
}

/** The values of these data attributes of `root` (camelCase names, as in `dataset`). */
export function data<K extends string>(root: HTMLElement, names: readonly K[], module: string): Record<K, string> {
  const missing = names.filter((name) => root.dataset[name] === undefined);
  if (missing.length > 0) {
    const attributes = missing.map((name) => `data-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
    throw new Error(`${module}: no ${attributes.join(", ")} on its element`);
  }
  return Object.fromEntries(names.map((name) => [name, root.dataset[name] as string])) as Record<K, string>;
}
