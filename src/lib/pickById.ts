/**
 * Picks items by id, in the order asked for. An id that is not there is an editor's mistake
 * (a renamed gallery, a typo), so it fails the build with a message saying where to look.
 */
export function pickById<T extends { readonly id: string }>(items: readonly T[], ids: readonly string[], where: string): T[] {
  return ids.map((id) => {
    const found = items.find((item) => item.id === id);
    if (!found) {
      const known = items.map((item) => item.id).join(", ");
      throw new Error(`${where}: there is no "${id}" (known: ${known})`);
    }
    return found;
  });
}
