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
 *
 * The deployment can switch a feature off (config.json `"features": {"tasks": false}`): its calls
 * then behave exactly as if the server had answered 404, from the first one, without asking it.
 */
import { create } from 'zustand';
import { config, type Feature } from '@/config';
import { registerStoreReset } from '@/stores/resetRegistry';

/** Each feature switch's calls (every optional path belongs to one; tests/unit/optional-calls.test.ts). */
export const FEATURE_CALLS: Readonly<Record<Feature, readonly string[]>> = {
  chat: ['/chat/publicKey', '/chat/login', '/chat/getUnreadMessage', '/chat/getMessage'],
  roleDelete: ['/company/delRole'],
  suggestionReply: ['/companyApp/replySuggest'],
  templateDelete: ['/custom/template/delete'],
  fundLedger: ['/finance/account/ledger'],
  tasks: ['/user/getUserTasks', '/user/setUserTaskDone'],
  resumeLinks: ['/aunt/resumeLink', '/aunt/resumeLink/revoke', '/aunt/resume'],
  auntConsent: ['/aunt/consent/get', '/aunt/consent/set', '/aunt/consent/withdraw', '/aunt/consent/views'],
  privacyReveal: ['/privacy/reveal', '/privacy/accessLogs', '/privacy/export'],
  bulkImport: ['/aunt/import', '/employer/import'],
  notices: ['/notice/list', '/notice/read', '/notice/readAll', '/notice/prefs/get', '/notice/prefs/set'],
  sessions: ['/user/getSessions', '/user/endSession'],
  recyclePurge: ['/recyclebin/getKeepDays', '/recyclebin/setKeepDays'],
  search: ['/search'],
  watermark: ['/company/watermark/get', '/company/watermark/set'],
};

/** Whether the configuration switches off the feature this call belongs to. */
const switchedOff = (path: string): boolean =>
  Object.entries(FEATURE_CALLS).some(([feature, paths]) => config.features[feature] === false && paths.includes(path));

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

/** Whether this call of ours is not to be asked: switched off, or the server answered 404 this session. */
export const isCallUnavailable = (path: string): boolean => switchedOff(path) || useUnavailableCalls.getState().has(path);

/**
 * Selector hook: whether the server offers this call of ours (true until it answered 404 this
 * session, false when its feature is switched off).
 *
 * @example const ledgerOffered = useCallOffered(financePaths.accountLedger);
 */
export function useCallOffered(path: string): boolean {
  const answered = useUnavailableCalls((paths) => !paths.has(path));
  return answered && !switchedOff(path);
}

/** The server lacks this optional call: remembered until logout. */
export function markCallUnavailable(path: string): void {
  if (!isCallUnavailable(path)) useUnavailableCalls.setState(new Set([...useUnavailableCalls.getState(), path]), true);
}

/** Forgets what this server lacks (logout; tests between cases). */
export function forgetUnavailableCalls(): void {
  if (useUnavailableCalls.getState().size > 0) useUnavailableCalls.setState(new Set(), true);
}

registerStoreReset(forgetUnavailableCalls);
