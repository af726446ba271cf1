/** The mock backend's database: schema, live store, the seed's data and deterministic random numbers (the seeding itself: src/mocks/seed). */
export {
  MOCK_BACKEND_MARKER,
  getDb,
  installDb,
  installSeed,
  nextId,
  parseSnapshot,
  readSnapshotObject,
  resetDb,
  restore,
  rollBackToSeed,
  seededDb,
  snapshot,
  toDb,
  type SnapshotFile,
} from './store';
export { jsonCopy } from './tracking';
export { createRandom, mulberry32, type Random } from './random';
export * from './demoAccounts';
export * from './schema';
