/**
 * Settings of the mock backend read from the environment (Node: process.env). In a browser
 * bundle `process` does not exist and the defaults apply.
 */
function envValue(name: string): string | undefined {
  return typeof process !== 'undefined' && process.env ? process.env[name] : undefined;
}

function positiveNumber(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Defaults shared with vite.config.ts, which starts the server from the dev and preview servers. */
export const MOCK_DEFAULTS = { port: 3300, dataFile: '.mock-data/db.json' } as const;

/** The chat service's port for these settings: MOCK_CHAT_PORT, else MOCK_PORT + 1 (shared with vite.config.ts). */
export function mockChatPort(env: Record<string, string | undefined>): number {
  return positiveNumber(env.MOCK_CHAT_PORT, positiveNumber(env.MOCK_PORT, MOCK_DEFAULTS.port) + 1);
}

export const mockEnv = {
  /** Lifetime of a login token (MOCK_TOKEN_TTL_MINUTES, default 1440 = one day). */
  tokenTtlMinutes: (): number => positiveNumber(envValue('MOCK_TOKEN_TTL_MINUTES'), 1440),
  /** Port of the standalone server on 127.0.0.1 (MOCK_PORT, default 3300). */
  port: (): number => positiveNumber(envValue('MOCK_PORT'), MOCK_DEFAULTS.port),
  /** Port of the joint-hall chat service on 127.0.0.1 (MOCK_CHAT_PORT, default MOCK_PORT + 1). */
  chatPort: (): number => mockChatPort({ MOCK_PORT: envValue('MOCK_PORT'), MOCK_CHAT_PORT: envValue('MOCK_CHAT_PORT') }),
  /** State file of the standalone server, relative to the cwd (MOCK_DATA_FILE). */
  dataFile: (): string => envValue('MOCK_DATA_FILE') || MOCK_DEFAULTS.dataFile,
  /** Journal size (bytes) past which the server folds it into the snapshot (MOCK_COMPACT_AT_BYTES); null = the default 8 MiB. */
  compactAtBytes: (): number | null => {
    const raw = envValue('MOCK_COMPACT_AT_BYTES');
    return raw ? positiveNumber(raw, 0) || null : null;
  },
  /** A fixed seed clock (MOCK_SEED_NOW, ISO time); null = 09:00 of the latest Monday or first of a month (db/seedTime.ts). */
  seedNow: (): number | null => {
    const parsed = Date.parse(envValue('MOCK_SEED_NOW') ?? '');
    return Number.isFinite(parsed) ? parsed : null;
  },
};
