/**
 * Files through the mock in jsdom: jsdom's File, Blob and FormData do not survive msw's hand-over
 * of an XHR body to Node's fetch Request (an uploaded part arrives named "blob" with the text
 * "undefined" as its bytes), so a mock that judges uploads by their content refuses them. A test
 * file that uploads through the app (axios -> XHR -> msw -> mock) calls withNodeFileApis() at its
 * top: for its duration File, Blob and FormData are Node's own, which keep name, type and bytes.
 */
import { afterAll, beforeAll } from 'vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

export function withNodeFileApis(): void {
  const saved = { File: globalThis.File, Blob: globalThis.Blob, FormData: globalThis.FormData };
  beforeAll(async () => {
    // Node's FormData is not a global under jsdom; its fetch Response still makes one.
    const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
    Object.assign(globalThis, { File: NodeFile, Blob: NodeBlob, FormData: NodeFormData });
  });
  afterAll(() => {
    Object.assign(globalThis, saved);
  });
}
