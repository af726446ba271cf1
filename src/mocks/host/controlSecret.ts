/**
 * The secret of the API server's control routes (`x-mock-control`). MOCK_CONTROL_SECRET when it is
 * set (empty = no control routes at all); otherwise the server makes a random one at every start
 * and writes it to `control-secret` beside the data file (mode 0600), where `npm run mock:deliver`
 * and a person trying the app find it. The file is removed when the environment names the secret,
 * so it never holds a stale one.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const CONTROL_SECRET_FILE = 'control-secret';

/** Where the generated secret of the server with this data file is kept. */
export function controlSecretFile(dataFile: string): string {
  return path.join(path.dirname(path.resolve(dataFile)), CONTROL_SECRET_FILE);
}

/** The server's secret ('' = control routes off), written to its file when generated. */
export function serverControlSecret(dataFile: string, env: Record<string, string | undefined> = process.env): { secret: string; file: string | null } {
  const file = controlSecretFile(dataFile);
  if (env.MOCK_CONTROL_SECRET !== undefined) {
    rmSync(file, { force: true });
    return { secret: env.MOCK_CONTROL_SECRET, file: null };
  }
  const secret = randomBytes(24).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // A file left by an older start keeps its mode through writeFileSync: make sure it is 0600.
  chmodSync(file, 0o600);
  return { secret, file };
}

/** What a client of the running server sends: MOCK_CONTROL_SECRET, else the server's file; null when neither is there. */
export function clientControlSecret(dataFile: string, env: Record<string, string | undefined> = process.env): string | null {
  if (env.MOCK_CONTROL_SECRET) return env.MOCK_CONTROL_SECRET;
  try {
    return readFileSync(controlSecretFile(dataFile), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
