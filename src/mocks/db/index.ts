/** The mock backend's database: schema, live store, seed and deterministic random numbers. */
export { MOCK_BACKEND_MARKER, getDb, installDb, installSeed, nextId, parseSnapshot, readSnapshotObject, resetDb, restore, rollBackToSeed, seededDb, snapshot, toDb, type SnapshotFile } from './store';
export { jsonCopy } from './tracking';
export { createSeededDb, SEED } from './seed';
export { createRandom, mulberry32, type Random } from './random';
export * from './demoAccounts';
export * from './schema';
