// The page's one comparator: orders by a number or a string the way `<` does (code units, not locale).

/** Orders `x` and `y` by `value` of each, ascending; equal values give 0. */
export function compareBy<T, V extends number | string>(value: (item: T) => V): (x: T, y: T) => number {
  return (x, y) => {
    const p = value(x);
    const q = value(y);
    return p < q ? -1 : p > q ? 1 : 0;
  };
}
