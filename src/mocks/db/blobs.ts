/**
 * The bytes of uploaded files, kept outside the database: the `files` table holds what a file
 * is (name, kind, size, owner), its bytes live here under the file's random key. In memory by
 * default (msw/node tests); the standalone server installs a store of files on disk beside its
 * data file, so a snapshot stays small whatever is uploaded.
 */
export interface BlobStore {
  /** Stores the bytes; resolves once they are durable. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  /** Forgets one blob (its file was deleted for good); nothing when there is none. */
  remove(key: string): void;
  /** Drops every blob (reseed). */
  clear(): void;
}

export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, Uint8Array>();
  return {
    put: async (key, bytes) => {
      blobs.set(key, bytes.slice());
    },
    get: async (key) => blobs.get(key) ?? null,
    remove: (key) => {
      blobs.delete(key);
    },
    clear: () => blobs.clear(),
  };
}

let store: BlobStore = memoryBlobStore();

export function setBlobStore(next: BlobStore): void {
  store = next;
}

export function blobStore(): BlobStore {
  return store;
}

export function clearBlobs(): void {
  store.clear();
}
