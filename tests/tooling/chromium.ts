/** Debian's Chromium driven by playwright-core (never a downloaded browser). */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * `localOnly`: every host but 127.0.0.1 fails to resolve at once, so no page waits on the
 * internet (the bench: the Vue template's dashboard loads avatars from a CDN, and whether CI has
 * a network must not change its figures).
 */
export function launchChromium({ localOnly = false }: { localOnly?: boolean } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: chromiumArgs({ localOnly }) });
}

/** The command-line switches every launch here uses (also the bench's Lighthouse browser, tests/bench/lighthouse.ts). */
export function chromiumArgs({ localOnly = false }: { localOnly?: boolean } = {}): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
    ...(localOnly ? ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] : []),
  ];
}
