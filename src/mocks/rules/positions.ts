/**
 * Rows kept in a user-chosen order by a `sort` field that is their 1-based position among their
 * siblings (departments, training groups, training items): a write renumbers the siblings it
 * touched 1..n, so positions stay a gapless order whatever the stored numbers were.
 */

/** Renumbers `items` 1..n with `row` (one of them, or a newcomer) at 1-based `position` (the end when absent). */
export function placeAt<T extends { sort: number }>(items: readonly T[], row: T, position?: number): void {
  const others = items.filter((item) => item !== row);
  const at = Math.min(position ?? others.length + 1, others.length + 1) - 1;
  others.splice(at, 0, row);
  renumber(others);
}

export function renumber<T extends { sort: number }>(items: readonly T[]): void {
  items.forEach((item, index) => {
    item.sort = index + 1;
  });
}
