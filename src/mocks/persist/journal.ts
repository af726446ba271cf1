/**
 * The append-only journal of the standalone mock server: one line of JSON per batch of changes
 * (`{"seq":12,"batch":{...}}`), appended and fsynced before the requests that made the changes
 * are answered. Appends that arrive while a write is under way are grouped into the next write
 * (group commit), so twenty clients cost one fsync per round, not twenty, and the event loop is
 * never blocked by disk.
 *
 * After a failed write the journal refuses every later append: a partial line can only ever be
 * the last one, which a reader ignores (it was never acknowledged).
 */
import { open, rename, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { ChangeBatch } from '../db/tracking';
import { syncDirectory } from './atomic';

export type OpenFile = (file: string, flags: string, mode: number) => Promise<FileHandle>;

export interface JournalEntry {
  seq: number;
  batch: ChangeBatch;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class Journal {
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private writing = false;
  private last: Promise<void> = Promise.resolve();
  private rotation: { to: string; waiter: Waiter } | null = null;
  /** Bytes in the current journal file. */
  bytes: number;
  failure: Error | null = null;

  private constructor(
    private readonly file: string,
    private handle: FileHandle,
    size: number,
  ) {
    this.bytes = size;
  }

  /** `openFile` is for tests (a file that fails to write). */
  static async open(file: string, openFile: OpenFile = open): Promise<Journal> {
    const handle = await openFile(file, 'a', 0o600);
    const { size } = await handle.stat();
    syncDirectory(path.dirname(file));
    return new Journal(file, handle, size);
  }

  /** Appends one entry; resolves once it is on disk. */
  append(entry: JournalEntry): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const promise = new Promise<void>((resolve, reject) => {
      this.pending.push(Buffer.from(`${JSON.stringify(entry)}\n`, 'utf8'));
      this.waiters.push({ resolve, reject });
    });
    // A caller that only waits through settled() must not see an unhandled rejection here.
    promise.catch(() => undefined);
    this.last = promise;
    this.pump();
    return promise;
  }

  /** Resolves when everything appended so far is on disk; rejects when any of it failed. */
  settled(): Promise<void> {
    return this.failure ? Promise.reject(this.failure) : this.last;
  }

  /** Moves the current file to `to` between two writes and starts an empty one (compaction). */
  rotate(to: string): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<void>((resolve, reject) => {
      this.rotation = { to, waiter: { resolve, reject } };
      this.pump();
    });
  }

  /** Empties the journal (after a reseed wrote a snapshot that supersedes every entry). */
  async truncate(): Promise<void> {
    await this.settled().catch(() => undefined);
    await this.handle.truncate(0);
    await this.handle.sync();
    this.bytes = 0;
  }

  async close(): Promise<void> {
    await this.settled().catch(() => undefined);
    await this.handle.close();
  }

  private pump(): void {
    if (this.writing) return;
    if (this.rotation) {
      const { to, waiter } = this.rotation;
      this.rotation = null;
      this.writing = true;
      void this.rotateNow(to)
        .then(waiter.resolve, waiter.reject)
        .finally(() => this.done());
      return;
    }
    if (this.pending.length === 0) return;
    const chunk = Buffer.concat(this.pending);
    const waiters = this.waiters;
    this.pending = [];
    this.waiters = [];
    this.writing = true;
    void this.write(chunk)
      .then(
        () => waiters.forEach((waiter) => waiter.resolve()),
        (error: unknown) => {
          this.failure = error instanceof Error ? error : new Error(String(error));
          for (const waiter of [...waiters, ...this.waiters]) waiter.reject(this.failure);
          this.pending = [];
          this.waiters = [];
        },
      )
      .finally(() => this.done());
  }

  private done(): void {
    this.writing = false;
    this.pump();
  }

  private async write(chunk: Buffer): Promise<void> {
    let offset = 0;
    while (offset < chunk.length) {
      const { bytesWritten } = await this.handle.write(chunk, offset, chunk.length - offset);
      offset += bytesWritten;
    }
    await this.handle.datasync();
    this.bytes += chunk.length;
  }

  private async rotateNow(to: string): Promise<void> {
    await this.handle.close();
    await rename(this.file, to);
    this.handle = await open(this.file, 'a', 0o600);
    this.bytes = 0;
    syncDirectory(path.dirname(this.file));
  }
}

/** Where a line of a journal file starts: its number (from 1) and its byte offset. */
export interface JournalPlace {
  line: number;
  offset: number;
}

/** A line of a journal file that is not an entry, and why. */
export interface JournalDamage extends JournalPlace {
  reason: string;
}

export interface ParsedJournal {
  /** The entries before the first damaged line (all of them when there is none), in order. */
  entries: Array<JournalPlace & { entry: JournalEntry }>;
  /** The first line that is not an entry (the rest of the file is not read). */
  damage: JournalDamage | null;
  /** A last line without its newline: a write cut short by a crash (never acknowledged), left out. */
  tornTail: JournalPlace | null;
}

const NEWLINE = 0x0a;

/** The entry a line holds, or why it holds none. */
function entryOf(bytes: Buffer): JournalEntry | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return 'is not valid JSON';
  }
  const entry = parsed as Partial<JournalEntry> | null;
  if (
    !entry ||
    typeof entry.seq !== 'number' ||
    !Number.isSafeInteger(entry.seq) ||
    typeof entry.batch !== 'object' ||
    entry.batch === null ||
    !Array.isArray(entry.batch.tables)
  ) {
    return 'is not a journal entry';
  }
  return entry as JournalEntry;
}

/**
 * The entries of a journal file's bytes, up to its first damaged line. A last line without its
 * newline is a write cut short by a crash and is left out (tornTail); any other line that is not
 * an entry is damage, and reading stops there.
 */
export function parseJournal(bytes: Buffer): ParsedJournal {
  const entries: ParsedJournal['entries'] = [];
  for (let offset = 0, line = 1; offset < bytes.length; line += 1) {
    const end = bytes.indexOf(NEWLINE, offset);
    if (end < 0) return { entries, damage: null, tornTail: { line, offset } };
    const entry = entryOf(bytes.subarray(offset, end));
    if (typeof entry === 'string') return { entries, damage: { line, offset, reason: entry }, tornTail: null };
    entries.push({ line, offset, entry });
    offset = end + 1;
  }
  return { entries, damage: null, tornTail: null };
}
