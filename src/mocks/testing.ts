/**
 * Helpers for vitest files that talk to the mock backend through msw/node (tests/setup.ts).
 *
 * @example
 *   withFreshMockDb();                       // reseed before each test of this file
 *   speakMockDialect('b');                   // answer as the second dialect (dialect.ts)
 *   setToken(tokenFor(STAFF_ACCOUNT));      // act as the staff demo account without a login call
 *   const { body, contentType } = multipartFile('a.png', 'image/png', bytes);
 *   await fetch(`${location.origin}/api/sys/uploadFile`, { method: 'POST', headers: { 'Content-Type': contentType }, body });
 */
import { beforeEach } from 'vitest';
import { getDb, resetDb, type DemoAccount, type FileRow } from './db';
import { seedMedia } from './db/seedMedia';
import { createSession } from './rules/session';
import { mockDialect, setMockDialect, type MockDialect } from './dialect';

export function withFreshMockDb(): void {
  beforeEach(() => resetDb());
}

/** A fresh session token for a seeded account (by mobile). */
export function tokenFor(account: Pick<DemoAccount, 'mobile'>): string {
  const user = getDb().users.find((row) => row.mobile === account.mobile);
  if (!user) throw new Error(`no seeded user with mobile ${account.mobile}`);
  return createSession(user.userId).token;
}

/**
 * A multipart body with one file in field `file`, as a browser sends it. Needed under vitest's
 * jsdom: a jsdom Blob inside a FormData loses its bytes on the way through msw's XHR
 * interception (the server receives the text "undefined"), so upload tests send this instead.
 */
export function multipartFile(fileName: string, type: string, content: Uint8Array): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = '----mockboundary7f3a';
  const encoder = new TextEncoder();
  const head = encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + content.length + tail.length);
  body.set(head, 0);
  body.set(content, head.length);
  body.set(tail, head.length + content.length);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The file rows uploaded since the seed (the seed holds the aunt threads' pictures and voice clips). */
export function uploadedFileRows(): FileRow[] {
  const seeded = new Set(seedMedia().map((item) => item.key));
  return getDb().files.filter((row) => !seeded.has(row.key));
}

/** The mock answers this file's tests in `dialect` (dialect.ts; MOCK_DIALECT for the standalone server). */
export function speakMockDialect(dialect: MockDialect): void {
  beforeEach(() => {
    const before = mockDialect();
    setMockDialect(dialect);
    return () => setMockDialect(before);
  });
}
