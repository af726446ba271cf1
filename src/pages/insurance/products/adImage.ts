/** A product's advertising image as a full URL: the path answered by product/details (e.g. /sys/file/<key>) under the API base, on this origin; an address that is already absolute is kept. */
import { config } from '@/config';

export function adImageUrl(path: string, origin: string = window.location.origin): string {
  if (path === '') return '';
  if (/^https?:\/\//i.test(path)) return path;
  const base = config.apiBase.startsWith('http') ? config.apiBase : `${origin}${config.apiBase}`;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
