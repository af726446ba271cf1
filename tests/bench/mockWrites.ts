/**
 * The mock server under a write burst: 20 clients create employers as fast as they are
 * answered (each answer only after the write is fsynced to the journal) while one client keeps
 * reading; prints write and read latency percentiles. Before the journal, a save serialised the
 * whole database on the event loop (~130 ms each) and p99 write latency was 0.4–1.2 s.
 */
import { config } from '@/config';
import { employerPaths } from '@/api/employer';
import { userPaths } from '@/api/user';

export interface BurstFigures {
  writes: number;
  writeP50: number;
  writeP99: number;
  readP50: number;
  readP99: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timed(mockUrl: string, call: string, body: unknown, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${mockUrl}${config.apiBase}${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [config.tokenHeader]: token },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; error: string | null };
  if (envelope.code !== 200) throw new Error(`bench: ${call} refused: ${envelope.error}`);
  return performance.now() - started;
}

export async function writeBurst(mockUrl: string, token: string, clients = 20, writesPerClient = 25): Promise<BurstFigures> {
  const writeTimes: number[] = [];
  const readTimes: number[] = [];
  let done = false;
  let sequence = 0;
  // Mobiles must be new on every run against the same database.
  const run = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  const writer = async () => {
    for (let n = 0; n < writesPerClient; n += 1) {
      sequence += 1;
      const mobile = `17${run}${String(sequence).padStart(6, '0')}`;
      writeTimes.push(await timed(mockUrl, employerPaths.createEmployer, { employerName: `基准客户${sequence}`, mobile }, token));
    }
  };
  const reader = async () => {
    while (!done) readTimes.push(await timed(mockUrl, userPaths.getMenu, {}, token));
  };
  const reading = reader();
  await Promise.all(Array.from({ length: clients }, writer));
  done = true;
  await reading;
  return {
    writes: writeTimes.length,
    writeP50: percentile(writeTimes, 50),
    writeP99: percentile(writeTimes, 99),
    readP50: percentile(readTimes, 50),
    readP99: percentile(readTimes, 99),
  };
}
