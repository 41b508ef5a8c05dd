import { sitePage, type PageName } from "./contentPages";
import { required } from "./required";

/**
 * A page's own file as its query returns it, named by the page's entry in the list of pages
 * (./contentPages.ts), where its path is written once: reaching the throw means the file was
 * renamed or removed, and the message says which.
 */
export function pageFile<T>(value: T | null | undefined, name: PageName): T {
  return required(value, `data/${sitePage(name)?.dataFile ?? `pages/${name}.yaml`}`);
}
