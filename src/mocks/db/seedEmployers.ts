/** Seeds employers, their follow-ups, transfers and jobs (filled in by the employer mock work). */
import type { MockDb } from './schema';

export function seedEmployers(_db: MockDb): void {}
