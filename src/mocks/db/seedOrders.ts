/** Seeds recruitment orders by playing the order graph (filled in by the order mock work). */
import type { MockDb } from './schema';

export function seedOrders(_db: MockDb): void {}
