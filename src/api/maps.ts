/**
 * The maps service (first document, section 9: "A maps service is used with a configured key"):
 * place suggestions for an address typed into the employer form, from AMap's web service
 * (`/v3/assistant/inputtips`). The key is configuration (`VITE_MAP_KEY`), never in the
 * repository; without one there is no loader and the address picker is the region picker alone.
 * Requests go to `VITE_MAP_BASE` (default `/map-api`, which dev and preview proxy to
 * `VITE_MAP_TARGET`, so the page talks to its own origin: the Content-Security-Policy's
 * connect-src 'self' covers it; an absolute base adds its origin there).
 *
 * @example
 *   const loader = mapLoader();   // null without a key
 *   const places = await loader?.suggest('陆家嘴', { city: '上海市', signal });
 */
import { config } from '@/config';

/** One suggested place. */
export interface MapPlace {
  name: string;
  /** The street address ('' when the service has none). */
  address: string;
  /** The county-level division code (GB/T 2260, as our regions), '' when the service gives none. */
  adcode: string;
  /** Province, city and district names run together, e.g. '上海市浦东新区'. */
  district: string;
  /** 'lng,lat', '' when unknown. */
  location: string;
}

export interface MapLoader {
  suggest(keyword: string, options?: { city?: string; signal?: AbortSignal }): Promise<MapPlace[]>;
}

/** The service answered an error (its own `info` text), or not JSON, or not 200. */
export class MapServiceError extends Error {
  override name = 'MapServiceError';
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** AMap's inputtips answer → places (entries without a name are left out). */
export function placesOfInputTips(answer: unknown): MapPlace[] {
  const body = answer as { status?: unknown; info?: unknown; tips?: unknown };
  if (!body || body.status !== '1') throw new MapServiceError(text(body?.info) || 'map service error');
  const tips = Array.isArray(body.tips) ? (body.tips as Record<string, unknown>[]) : [];
  return tips
    .filter((tip) => text(tip.name) !== '')
    .map((tip) => ({ name: text(tip.name), address: text(tip.address), adcode: text(tip.adcode), district: text(tip.district), location: text(tip.location) }));
}

/** A loader asking AMap's inputtips with `key` under `base`. */
export function amapLoader(key: string, base: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): MapLoader {
  return {
    async suggest(keyword, { city, signal } = {}) {
      const query = new URLSearchParams({ key, keywords: keyword, datatype: 'all', output: 'JSON' });
      if (city) query.set('city', city);
      const response = await fetchImpl(`${base}/v3/assistant/inputtips?${query.toString()}`, { signal, credentials: 'omit' });
      if (!response.ok) throw new MapServiceError(`map service answered ${response.status}`);
      return placesOfInputTips(await response.json());
    },
  };
}

let installed: MapLoader | null | undefined;

/** The configured loader (null without a key), or the one a test installed. */
export function mapLoader(): MapLoader | null {
  if (installed !== undefined) return installed;
  return config.mapKey ? amapLoader(config.mapKey, config.mapBase) : null;
}

/** Puts a loader in place of the configured one (a fake in tests; null: no map); undefined goes back to the configuration. */
export function installMapLoader(loader: MapLoader | null | undefined): void {
  installed = loader;
}
