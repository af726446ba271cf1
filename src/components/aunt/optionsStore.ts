/**
 * The company's aunt option sets (service types with colours, skills, labels, certificates),
 * loaded once per session through /company/getAuntOptions and shared by every aunt screen.
 * Logout forgets them (resetRegistry); the settings screens call `reloadCompanyAuntOptions()`
 * after a change.
 */
import { create } from 'zustand';
import { getAuntOptions, type AuntCustomOption, type AuntLabelOption, type AuntOptions, type AuntSkillOption, type CompanyServiceType } from '@/api/company';
import { registerStoreReset } from '@/stores/resetRegistry';

/** The option sets with id lookups. */
export interface CompanyAuntOptions extends AuntOptions {
  serviceTypeById: ReadonlyMap<number, CompanyServiceType>;
  skillById: ReadonlyMap<number, AuntSkillOption>;
  labelById: ReadonlyMap<number, AuntLabelOption>;
  certificateById: ReadonlyMap<number, AuntCustomOption>;
}

export type OptionsStatus = 'idle' | 'loading' | 'ready' | 'error';

interface OptionsState {
  options: CompanyAuntOptions | null;
  status: OptionsStatus;
  error: unknown;
}

const initial: OptionsState = { options: null, status: 'idle', error: null };

export const useAuntOptionsStore = create<OptionsState>()(() => initial);

/** Grey of a service type without a colour of its own (second document, section 9). */
export { DEFAULT_SERVICE_TYPE_COLOR } from '@/domain/colour';

export function withLookups(raw: AuntOptions): CompanyAuntOptions {
  const skillOptions = raw.skills.flatMap((item) => item.options);
  return {
    ...raw,
    serviceTypeById: new Map(raw.serviceTypes.map((type) => [type.serviceTypeId, type])),
    skillById: new Map(skillOptions.map((option) => [option.skillOptionId, option])),
    labelById: new Map(raw.labels.map((label) => [label.labelOptionId, label])),
    certificateById: new Map(raw.certificates.map((option) => [option.customOptionId, option])),
  };
}

let pending: Promise<CompanyAuntOptions | null> | null = null;
let generation = 0;
/**
 * A prefetch's answer that landed before any screen waited for it (see prefetchCompanyAuntOptions).
 * Screens read it through `useCompanyAuntOptions` as they would the store's; it goes into the
 * store only when a screen that rendered without it loads (useCompanyAuntOptions), or a reload.
 */
let prefetched: CompanyAuntOptions | null = null;
/**
 * A screen asked for the first load and it is still travelling. Kept here, not as a 'loading'
 * status in the store: to the screens 'idle' and 'loading' look the same (no options yet), and
 * a store update re-renders every screen that reads it (the aunt list's whole frame, issue 11).
 */
let wanted = false;

const publish = (options: CompanyAuntOptions) => useAuntOptionsStore.setState({ options, status: 'ready', error: null });

/** Sends the request; its answer goes to the store once someone loads (status 'loading'). */
function request(): Promise<CompanyAuntOptions | null> {
  const mine = ++generation;
  const sent = getAuntOptions({}, { silent: true })
    .then((raw) => {
      const options = withLookups(raw);
      if (mine !== generation) return options;
      if (wanted || useAuntOptionsStore.getState().status === 'loading') publish(options);
      else prefetched = options;
      return options;
    })
    .catch((error: unknown) => {
      if (mine === generation && (wanted || useAuntOptionsStore.getState().status === 'loading')) useAuntOptionsStore.setState({ status: 'error', error });
      return null;
    })
    .finally(() => {
      if (pending === sent) pending = null;
      if (mine === generation) wanted = false;
    });
  pending = sent;
  return sent;
}

/**
 * Starts loading the option sets without a store update, so a component may call it while it
 * renders: the answer travels while the page renders. Its answer is not written to the store
 * when it lands (a store that changes while a page renders makes React throw that render away
 * and redo it synchronously, useSyncExternalStore, which cost the aunt list a whole render);
 * renders read it through `prefetchedCompanyAuntOptions()`, and `loadCompanyAuntOptions`
 * publishes it for a screen that rendered without it.
 */
export function prefetchCompanyAuntOptions(): void {
  if (useAuntOptionsStore.getState().status === 'idle' && !pending && !prefetched) void request();
}

/** A prefetch's answer that landed before any screen waited for it (the screens' options until a reload). */
export function prefetchedCompanyAuntOptions(): CompanyAuntOptions | null {
  return prefetched;
}

/**
 * Loads the option sets unless they are loaded or loading (`force` reloads). Never rejects:
 * a failure is kept in the store's `error` and the caller shows it where it fits.
 */
export function loadCompanyAuntOptions(force = false): Promise<CompanyAuntOptions | null> {
  const state = useAuntOptionsStore.getState();
  if (!force && state.status === 'ready') return Promise.resolve(state.options);
  if (!force && prefetched) {
    const options = prefetched;
    prefetched = null;
    publish(options);
    return Promise.resolve(options);
  }
  // A reload keeps what the screens show until the new answer lands.
  if (prefetched && !state.options) useAuntOptionsStore.setState({ options: prefetched });
  prefetched = null;
  const sent = !force && pending ? pending : request();
  // A first load shows nothing new while it travels; a reload marks the options being renewed.
  if (state.status === 'idle') wanted = true;
  else if (state.status !== 'loading') useAuntOptionsStore.setState({ status: 'loading', error: null });
  return sent;
}

/** Some screen has the options, or is loading them (a change to a catalogue must then reload them). */
export function companyAuntOptionsInUse(): boolean {
  return wanted || prefetched !== null || useAuntOptionsStore.getState().status !== 'idle';
}

/** Reloads after the settings screens changed an option set. */
export function reloadCompanyAuntOptions(): Promise<CompanyAuntOptions | null> {
  return loadCompanyAuntOptions(true);
}

/** Forgets the options (logout, tests). */
export function resetCompanyAuntOptions(): void {
  generation += 1;
  pending = null;
  prefetched = null;
  wanted = false;
  useAuntOptionsStore.setState(initial);
}

registerStoreReset(resetCompanyAuntOptions);
