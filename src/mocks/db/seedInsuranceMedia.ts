/**
 * The insurance products' advertising pictures (one per insurer), made here like db/seedMedia.ts:
 * small PNG banners, always the same bytes under the same keys (their own generator). They are
 * built-in platform files: no file row, no blob; /sys/file/<key> serves them from here to any
 * signed-in session (rules/files.ts platformFile), so a fresh seed, a reset and the 12 -> 13
 * upgrade all have them without storing anything.
 */
import { pngFile, type SeedMedia } from './seedMedia';
import { createRandom } from './random';

const INSURANCE_MEDIA_SEED = 20261124;

type Rgb = readonly [number, number, number];

/** A banner: a band of the insurer's colour, a white shield and lines of "text". */
const banner =
  (colour: Rgb) =>
  (x: number, y: number): Rgb => {
    const shield = Math.abs(x - 36) < 16 - Math.max(0, y - 50) * 0.6 && y > 20 && y < 70;
    if (shield) return (x + y) % 9 < 2 ? colour : [255, 255, 255];
    if (y % 12 === 6 && x > 66 && x < 150 && y > 24 && y < 66) return [255, 255, 255];
    const t = x / 160;
    return [colour[0] * (1 - t * 0.3), colour[1] * (1 - t * 0.3), colour[2] * (1 - t * 0.3)];
  };

/** Insurer → colour of its banner (the file name is the insurer's). */
export const INSURER_BANNERS: readonly { insurer: string; colour: Rgb }[] = [
  { insurer: '中国平安', colour: [232, 96, 28] },
  { insurer: '中国人保', colour: [200, 30, 40] },
  { insurer: '太平洋', colour: [20, 90, 170] },
  { insurer: '众安', colour: [40, 160, 120] },
];

let media: readonly SeedMedia[] | null = null;

/** The products' banners: the same keys and bytes every time (in INSURER_BANNERS order). */
export function insuranceAdMedia(): readonly SeedMedia[] {
  if (media) return media;
  const random = createRandom(INSURANCE_MEDIA_SEED);
  const key = () => Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  media = INSURER_BANNERS.map((banner_) => ({
    key: key(),
    name: `${banner_.insurer}.png`,
    kind: 'png' as const,
    bytes: pngFile(160, 90, banner(banner_.colour)),
  }));
  return media;
}
