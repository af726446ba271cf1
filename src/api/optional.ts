/**
 * Calls of ours: paths the spec does not name, so a server may lack them (docs/API.md, "Optional
 * calls"). A family declares each where it defines the path, `optionalPath('/company/delRole')`;
 * nothing else names them.
 *
 * A server that lacks one answers HTTP 404: the request layer (http.ts) turns that into an ApiError
 * of kind `unavailable` (errors.ts: no toast; the feature says "this server does not offer this
 * feature"), remembers the path here for the session and answers a later call to it at once with
 * the same error, without asking the server again. Features read the memory to hide or disable
 * their entry (components/FeatureUnavailable). Logout forgets it (resetRegistry).
 */
import { createStore } from 'zustand/vanilla';
import { registerStoreReset } from '@/stores/resetRegistry';

const declared = new Set<string>();

/** Declares a path of ours (not in the spec): a 404 on it means the server does not offer it. */
export function optionalPath<P extends string>(path: P): P {
  declared.add(path);
  return path;
}

/** Whether `path` is one of ours (declared with optionalPath). */
export const isOptionalCall = (path: string): boolean => declared.has(path);

/** The paths of ours declared so far (those of the families loaded). */
export const optionalCalls = (): readonly string[] => [...declared];

/** The optional calls this server answered 404 this session. */
export const unavailableCalls = createStore<ReadonlySet<string>>(() => new Set());

export const isCallUnavailable = (path: string): boolean => unavailableCalls.getState().has(path);

/** The server lacks this optional call: remembered until logout. */
export function markCallUnavailable(path: string): void {
  if (!isCallUnavailable(path)) unavailableCalls.setState(new Set([...unavailableCalls.getState(), path]), true);
}

/** Forgets what this server lacks (logout; tests between cases). */
export function forgetUnavailableCalls(): void {
  if (unavailableCalls.getState().size > 0) unavailableCalls.setState(new Set(), true);
}

registerStoreReset(forgetUnavailableCalls);
