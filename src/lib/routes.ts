/** "/about/" and "/about" are the same page; "/" stays "/". */
export function normalisePath(path: string): string {
  const withoutHash = path.split(/[?#]/)[0] || "/";
  return withoutHash.length > 1 ? withoutHash.replace(/\/+$/, "") : withoutHash;
}

/** Is `to` the page being shown? (For aria-current="page" in the navigation.) */
export function isCurrentPage(pathname: string, to: string): boolean {
  return normalisePath(pathname) === normalisePath(to);
}
