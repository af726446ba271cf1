/**
 * Follows a multipart/form-data body while it streams in (host/requests.ts) and tells how many
 * bytes the part being read holds so far: its content, after its headers. Nothing is kept but the
 * few bytes at a chunk's end that may begin a delimiter, so an upload whose file passes the cap
 * is refused as soon as it does, not after the whole body was read and parsed.
 *
 * Delimiters are `\r\n--<boundary>` (RFC 2046); the body is read as if a `\r\n` came before it, so
 * its first delimiter (no line break before it) is found the same way. A part's headers end at the
 * first empty line. Bytes that might still be the start of a delimiter are not counted until the
 * next chunk tells, so a file of exactly the cap is never taken for a larger one.
 */

const HEADERS_END = Buffer.from('\r\n\r\n');

/** The boundary of a multipart content type (quoted or not, 1-70 characters), or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  const match = /^\s*multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

export class MultipartParts {
  private readonly delimiter: Buffer;
  /** Bytes of the previous chunks not looked at yet (a possible start of a delimiter or of the headers' end). */
  private pending: Buffer = Buffer.from('\r\n');
  private state: 'content' | 'headers' = 'content';
  /** Content bytes of the part being read (the preamble before the first part counts as none). */
  private inPart = 0;
  private inPreamble = true;
  /** The most content bytes any part has held so far. */
  largest = 0;

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  /** Takes the next chunk of the body; answers `largest` after it. */
  push(chunk: Buffer): number {
    let data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    for (;;) {
      if (this.state === 'headers') {
        const end = data.indexOf(HEADERS_END);
        if (end < 0) {
          data = data.subarray(Math.max(0, data.length - (HEADERS_END.length - 1)));
          break;
        }
        data = data.subarray(end + HEADERS_END.length);
        this.state = 'content';
        this.inPart = 0;
        this.inPreamble = false;
        continue;
      }
      const at = data.indexOf(this.delimiter);
      if (at >= 0) {
        this.count(at);
        data = data.subarray(at + this.delimiter.length);
        this.state = 'headers';
        continue;
      }
      // All but the last delimiter-length - 1 bytes are surely content.
      const sure = Math.max(0, data.length - (this.delimiter.length - 1));
      this.count(sure);
      data = data.subarray(sure);
      break;
    }
    // A copy: the chunk it points into is not ours to keep.
    this.pending = Buffer.from(data);
    return this.largest;
  }

  private count(bytes: number): void {
    if (this.inPreamble) return;
    this.inPart += bytes;
    if (this.inPart > this.largest) this.largest = this.inPart;
  }
}
