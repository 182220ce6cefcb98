// The folder every submission name starts with, so tables can show it once and the names short.

/** The longest common start of all names that ends with '/' and leaves every name non-empty. */
export function commonFolder(names: readonly string[]): string {
  const first = names[0];
  if (first === undefined || names.length < 2) return '';
  let length = first.length;
  for (const name of names) {
    let i = 0;
    while (i < length && i < name.length && name[i] === first[i]) i++;
    length = i;
  }
  // Nothing in common: lastIndexOf would search from 0 and take a leading '/' for a shared folder.
  if (length === 0) return '';
  const cut = first.lastIndexOf('/', length - 1) + 1;
  return names.every((name) => name.length > cut) ? first.slice(0, cut) : '';
}
