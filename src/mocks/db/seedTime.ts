/**
 * The seed's fixed clock: seeded times are offsets from SEED_NOW, never from the real clock,
 * so two seeds are identical byte for byte.
 */
export const SEED_NOW = Date.parse('2024-06-01T09:00:00+08:00');

/** ISO time `offsetMinutes` after SEED_NOW (negative = before). */
export function isoAt(offsetMinutes: number): string {
  return new Date(SEED_NOW + offsetMinutes * 60_000).toISOString();
}
