/**
 * Files the seed links to (the aunt threads' pictures and voice clips), made here rather than
 * shipped: small PNG pictures and short 8 kHz mono WAV clips of syllable-like tones, always the
 * same bytes under the same keys. Every seed of a blob store (a fresh seed, a reset, the upgrade
 * that brings the threads) puts them back with putSeedMedia, so their file rows always have bytes.
 *
 * The keys come from a fixed generator: they do not change between seeds, so they are not secret
 * like an upload's; a file is still only served to sessions of a company holding a row for it.
 */
import type { FileKind } from '@/domain/fileType';
import { createRandom } from './random';

export interface SeedMedia {
  key: string;
  name: string;
  kind: FileKind;
  bytes: Uint8Array;
}

const MEDIA_SEED = 20240620;
const SAMPLE_RATE = 8000;

// --- WAV: 8-bit unsigned PCM, mono -------------------------------------------------------------

/** A WAV file of `samples` (each -1..1) at 8 kHz, 8 bits, mono. */
export function wavFile(samples: readonly number[]): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => Array.from(value).forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // bytes per second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples.length, true);
  samples.forEach((sample, index) => view.setUint8(44 + index, Math.round(128 + 100 * Math.max(-1, Math.min(1, sample)))));
  return bytes;
}

/** `seconds` of "speech": syllables of a voiced tone (fundamental and two harmonics) gliding in pitch, with pauses. */
function voiceSamples(seconds: number, seed: number): number[] {
  const random = createRandom(seed);
  const samples = new Array<number>(Math.round(seconds * SAMPLE_RATE)).fill(0);
  let at = Math.round(0.08 * SAMPLE_RATE);
  while (at < samples.length - 0.1 * SAMPLE_RATE) {
    const length = Math.round(random.int(120, 260) * (SAMPLE_RATE / 1000));
    const from = random.int(170, 280);
    const to = from + random.int(-60, 40);
    let phase = 0;
    for (let index = 0; index < length && at + index < samples.length; index += 1) {
      const progress = index / length;
      phase += (2 * Math.PI * (from + (to - from) * progress)) / SAMPLE_RATE;
      const envelope = Math.sin(Math.PI * progress) ** 0.6;
      samples[at + index] = envelope * (0.55 * Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.12 * Math.sin(3 * phase));
    }
    at += length + Math.round(random.int(30, 160) * (SAMPLE_RATE / 1000));
  }
  return samples;
}

// --- PNG: truecolour, stored (uncompressed) deflate -----------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  Array.from(type).forEach((char, index) => (out[4 + index] = char.charCodeAt(0)));
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** zlib data of `raw` in stored blocks (no compression: the pictures are small). */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [Uint8Array.from([0x78, 0x01])];
  for (let at = 0; at < raw.length || at === 0; at += 65535) {
    const part = raw.subarray(at, at + 65535);
    const head = Uint8Array.from([at + 65535 >= raw.length ? 1 : 0, part.length & 0xff, part.length >> 8, ~part.length & 0xff, (~part.length >> 8) & 0xff]);
    blocks.push(head, part);
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const adler = new Uint8Array(4);
  new DataView(adler.buffer).setUint32(0, ((b << 16) | a) >>> 0);
  blocks.push(adler);
  return concat(blocks);
}

/** A PNG of `width` x `height` whose pixel colours come from `paint(x, y)` as [r, g, b]. */
export function pngFile(width: number, height: number, paint: (x: number, y: number) => readonly [number, number, number]): Uint8Array {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x += 1) raw.set(paint(x, y), row + 1 + x * 3);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const signature = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return concat([signature, chunk('IHDR', header), chunk('IDAT', zlibStored(raw)), chunk('IEND', new Uint8Array(0))]);
}

type Rgb = readonly [number, number, number];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** A tidy room: wall, floor, a window and a table. */
const room = (x: number, y: number): Rgb => {
  if (x > 20 && x < 60 && y > 12 && y < 45) return x % 20 === 0 || y === 28 ? [240, 240, 240] : mix([150, 200, 240], [210, 235, 250], y / 45);
  if (y > 62) return (x + y) % 16 < 8 ? [196, 160, 120] : [180, 146, 108];
  if (x > 70 && x < 110 && y > 50 && y < 56) return [120, 84, 56];
  if ((x === 74 || x === 106) && y >= 56) return [120, 84, 56];
  return mix([246, 238, 222], [232, 220, 200], y / 62);
};

/** A certificate card: a white card with a red seal and lines of "text". */
const certificate = (x: number, y: number): Rgb => {
  const card = x > 8 && x < 112 && y > 8 && y < 82;
  if (!card) return [70, 110, 160];
  if ((x - 92) ** 2 + (y - 62) ** 2 < 100) return [210, 40, 40];
  if (y % 10 === 4 && x > 18 && x < 80 && y > 20 && y < 60) return [90, 90, 90];
  if (y > 12 && y < 18 && x > 40 && x < 80) return [60, 60, 60];
  return [252, 250, 244];
};

/** A dish on a table (a cooking photo). */
const dish = (x: number, y: number): Rgb => {
  const d = Math.sqrt((x - 60) ** 2 + ((y - 45) * 1.3) ** 2);
  if (d < 22) return (x * 7 + y * 3) % 11 < 4 ? [60, 150, 60] : [220, 120, 40];
  if (d < 32) return [250, 250, 250];
  return (Math.floor(x / 10) + Math.floor(y / 10)) % 2 === 0 ? [200, 60, 60] : [245, 235, 225];
};

const PICTURES: readonly { name: string; paint: (x: number, y: number) => Rgb }[] = [
  { name: '打扫后的客厅.png', paint: room },
  { name: '健康证.png', paint: certificate },
  { name: '做的家常菜.png', paint: dish },
];

/** Voice clips' lengths in seconds. */
const CLIPS: readonly number[] = [1.2, 1.8, 2.4, 1.5, 2.9, 1];

let media: readonly SeedMedia[] | null = null;

/** The seed's pictures and voice clips: the same keys and bytes every time. */
export function seedMedia(): readonly SeedMedia[] {
  if (media) return media;
  const random = createRandom(MEDIA_SEED);
  const key = () => Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  media = [
    ...PICTURES.map((picture) => ({ key: key(), name: picture.name, kind: 'png' as const, bytes: pngFile(120, 90, picture.paint) })),
    ...CLIPS.map((seconds, index) => ({
      key: key(),
      name: `语音${index + 1}.wav`,
      kind: 'wav' as const,
      bytes: wavFile(voiceSamples(seconds, MEDIA_SEED + index + 1)),
    })),
  ];
  return media;
}

/** Puts the seed's files into a blob store. */
export function putSeedMedia(put: (key: string, bytes: Uint8Array) => unknown): void {
  for (const item of seedMedia()) void put(item.key, item.bytes);
}
