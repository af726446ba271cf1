/**
 * Stores that hold per-user data register a reset here; logout runs them all, so nothing of
 * one user's session (tabs, caches, chat) survives into the next login.
 */
const resets = new Set<() => void>();

export function registerStoreReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetUserStores(): void {
  for (const reset of resets) reset();
}
