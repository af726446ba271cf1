/**
 * Calls of ours: paths the spec does not name, so a server may lack them (docs/API.md, "Optional
 * calls"). A family declares each where it defines the path, `optionalPath('/company/delRole')`;
 * nothing else names them.
 *
 * A server that lacks one answers HTTP 404: the request layer (http.ts) turns that into an ApiError
 * of kind `unavailable` (errors.ts: no toast; the feature says "this server does not offer this
 * feature", components/FeatureUnavailable), remembers the path here for the session and answers a
 * later call to it at once with the same error, without asking the server again. Features read the
 * memory to hide or disable their entry (`useCallOffered`). Logout forgets it (resetRegistry).
 */
import { create } from 'zustand';
import { registerStoreReset } from '@/stores/resetRegistry';

const declared = new Set<string>();

/** Declares a path of ours (not in the spec): a 404 on it means the server does not offer it. */
export function optionalPath<P extends string>(path: P): P {
  declared.add(path);
  return path;
}

/** Whether `path` is one of ours (declared with optionalPath). */
export const isOptionalCall = (path: string): boolean => declared.has(path);

/** The optional calls this server answered 404 this session. */
const useUnavailableCalls = create<ReadonlySet<string>>()(() => new Set());

export const isCallUnavailable = (path: string): boolean => useUnavailableCalls.getState().has(path);

/**
 * Selector hook: whether the server offers this call of ours (true until it answered 404 this session).
 *
 * @example const ledgerOffered = useCallOffered(financePaths.accountLedger);
 */
export const useCallOffered = (path: string): boolean => useUnavailableCalls((paths) => !paths.has(path));

/** The server lacks this optional call: remembered until logout. */
export function markCallUnavailable(path: string): void {
  if (!isCallUnavailable(path)) useUnavailableCalls.setState(new Set([...useUnavailableCalls.getState(), path]), true);
}

/** Forgets what this server lacks (logout; tests between cases). */
export function forgetUnavailableCalls(): void {
  if (useUnavailableCalls.getState().size > 0) useUnavailableCalls.setState(new Set(), true);
}

registerStoreReset(forgetUnavailableCalls);
