// @vitest-environment node
/**
 * The mock hosts' body caps while a body streams in (src/mocks/host/requests.ts readBody and
 * multipartParts.ts): an upload whose file passes the cap is refused as soon as the bytes read
 * show it, the server reading no more than the cap and one chunk of it, and a file of exactly the
 * cap is taken whole, wherever the chunks happen to split the body. The same caps behind a real
 * server process are tested in mock-server.test.ts.
 */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BodyTooLarge, readBody } from '@/mocks/host/requests';
import { MultipartParts, multipartBoundary } from '@/mocks/host/multipartParts';

const BOUNDARY = '----WebKitFormBoundaryQ3f9xLr2';
const CHUNK = 64 * 1024;

const head = (name: string, file?: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: image/png` : ''}\r\n\r\n`);
const between = (name: string, file?: string) => Buffer.concat([Buffer.from('\r\n'), head(name, file)]);
const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** File bytes that keep looking like the start of a delimiter without being one. */
function trickyBytes(length: number): Buffer {
  const pattern = Buffer.from(`\r\n--${BOUNDARY.slice(0, 9)}x\r\n\r\n-`);
  const bytes = Buffer.alloc(length);
  for (let at = 0; at < length; at += pattern.length) pattern.copy(bytes, at, 0, Math.min(pattern.length, length - at));
  return bytes;
}

/** A multipart body: a text field, then the file. */
const uploadBody = (file: Buffer) => Buffer.concat([head('note'), Buffer.from('身份证正面'), between('file', 'a.png'), file, closing]);

/** Splits `bytes` into chunks of the given sizes, in turn. */
function split(bytes: Buffer, sizes: readonly number[]): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0, n = 0; at < bytes.length; n += 1) {
    const size = sizes[n % sizes.length]!;
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

/** A request whose body is made only when read: `made()` tells how many bytes the reader pulled out of it. */
function pulledRequest(headers: Record<string, string>, next: (made: number) => Buffer | null): { req: IncomingMessage; made: () => number } {
  let made = 0;
  const stream = new Readable({
    highWaterMark: CHUNK,
    read() {
      const chunk = next(made);
      if (chunk) made += chunk.length;
      this.push(chunk);
    },
  });
  return { req: Object.assign(stream, { headers }) as unknown as IncomingMessage, made: () => made };
}

describe('following a multipart body as it streams', () => {
  it('reads the boundary of a form-data type, quoted or not, and nothing else', () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
    expect(multipartBoundary('application/json')).toBeNull();
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });

  it.each([
    ['one chunk', [1 << 30]],
    ['byte by byte', [1]],
    ['chunks that cut the delimiters anywhere', [7, 3, 61, 1, 2, 1000]],
    ['64 KiB chunks', [CHUNK]],
  ])('counts the largest part’s content exactly, read in %s', (_how, sizes) => {
    for (const length of [0, 1, 4999, 70_000]) {
      const parts = new MultipartParts(BOUNDARY);
      let largest = 0;
      for (const chunk of split(uploadBody(trickyBytes(length)), sizes)) largest = parts.push(chunk);
      // The text field holds 15 bytes (5 characters of UTF-8); the file holds `length`.
      expect(largest).toBe(Math.max(length, Buffer.byteLength('身份证正面')));
    }
  });
});

describe('readBody', () => {
  const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  const limit = { bytes: 2 * 1024 * 1024, part: { boundary: BOUNDARY, bytes: 1024 * 1024 } };

  it('takes a file of exactly the cap whole', async () => {
    const body = uploadBody(trickyBytes(limit.part.bytes));
    const chunks = split(body, [CHUNK - 5]);
    const { req } = pulledRequest(headers, () => chunks.shift() ?? null);
    expect((await readBody(req, limit)).equals(body)).toBe(true);
  });

  it('refuses a file one byte over the cap as soon as the bytes show it, having read no more than the cap and one chunk', async () => {
    const start = head('file', 'big.png');
    // A body that never ends: the file goes on and on (a client still sending).
    const { req, made } = pulledRequest(headers, (sent) => (sent === 0 ? start : Buffer.alloc(CHUNK, 0x61)));
    await expect(readBody(req, limit)).rejects.toBeInstanceOf(BodyTooLarge);
    // Let the stream settle: a paused stream may still fill its own buffer once.
    await new Promise((resolve) => setImmediate(resolve));
    expect(made()).toBeGreaterThan(start.length + limit.part.bytes);
    // The chunk that went over and the stream's read-ahead (one chunk) aside, nothing was pulled.
    expect(made()).toBeLessThanOrEqual(start.length + limit.part.bytes + 2 * CHUNK);
  });

  it('refuses a body whose declared length passes the cap before reading a byte of it', async () => {
    const { req, made } = pulledRequest({ ...headers, 'content-length': String(limit.bytes + 1) }, () => Buffer.alloc(CHUNK));
    await expect(readBody(req, limit)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(made()).toBe(0);
  });

  it('refuses a JSON body past its cap while it streams', async () => {
    const { req, made } = pulledRequest({ 'content-type': 'application/json' }, () => Buffer.alloc(CHUNK, 0x20));
    await expect(readBody(req, { bytes: 1024 * 1024 })).rejects.toBeInstanceOf(BodyTooLarge);
    expect(made()).toBeLessThanOrEqual(1024 * 1024 + 2 * CHUNK);
  });
});
