/**
 * The company's custom form fields (aunt, employer, order), loaded once per session and form
 * through /company/getCustomFormField and shared by every screen that shows them (forms, lists,
 * record pages): one request however many rows. The settings page publishes its saved answer, so
 * every screen follows at once; logout forgets them (resetRegistry).
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { getCustomFormField, type CustomFormField } from '@/api/company';
import type { CustomFormName } from '@/domain/customForm';
import { announceEvent, useEventVersion } from '@/stores/events';
import { heldAnswers } from '@/stores/heldAnswers';
import { registerStoreReset } from '@/stores/resetRegistry';

interface FormEntry {
  fields: CustomFormField[] | null;
  status: 'loading' | 'ready' | 'error';
}

type State = Partial<Record<CustomFormName, FormEntry>>;

export const useCustomFormStore = create<State>()(() => ({}));

const pending = new Map<CustomFormName, Promise<CustomFormField[] | null>>();
/** Answers of a prefetch wait here until a screen loads them (stores/heldAnswers). */
const held = heldAnswers<CustomFormName, CustomFormField[]>((formName) => useCustomFormStore.getState()[formName] !== undefined);
let generation = 0;

/** Sends the request; its answer goes to the store if a screen loads the form, else it is held. */
function request(formName: CustomFormName): Promise<CustomFormField[] | null> {
  const mine = generation;
  const sent = getCustomFormField({ formName }, { silent: true })
    .then((fields) => {
      if (mine !== generation) return fields;
      if (held.goesToStore(formName)) useCustomFormStore.setState({ [formName]: { fields, status: 'ready' } });
      else held.hold(formName, fields);
      return fields;
    })
    .catch(() => {
      // A prefetch nobody loaded yet keeps nothing: the screen's load asks again.
      if (mine === generation && held.goesToStore(formName))
        useCustomFormStore.setState((state) => ({ [formName]: { fields: state[formName]?.fields ?? null, status: 'error' } }));
      return null;
    })
    .finally(() => {
      if (pending.get(formName) === sent) pending.delete(formName);
      if (mine === generation) held.settled(formName);
    });
  pending.set(formName, sent);
  return sent;
}

/** Starts loading a form's fields without touching the store, so a page may call it while it renders: the answer travels beside the page's own first request. */
export function prefetchCustomFormFields(formName: CustomFormName): void {
  if (!useCustomFormStore.getState()[formName] && !pending.has(formName) && !held.has(formName)) void request(formName);
}

/** Loads a form's fields unless loaded or loading (`force`: again). Never rejects: a failure leaves status 'error'. */
export function loadCustomFormFields(formName: CustomFormName, force = false): Promise<CustomFormField[] | null> {
  const entry = useCustomFormStore.getState()[formName];
  if (!force && entry?.status === 'ready') return Promise.resolve(entry.fields);
  const early = held.take(formName);
  if (!force && early) {
    useCustomFormStore.setState({ [formName]: { fields: early, status: 'ready' } });
    return Promise.resolve(early);
  }
  const running = pending.get(formName);
  if (!force && running) {
    if (!entry) held.wait(formName);
    return running;
  }
  useCustomFormStore.setState({ [formName]: { fields: entry?.fields ?? early ?? null, status: 'loading' } });
  return request(formName);
}

/** The settings page saved a form's fields: every screen shows the answer at once. */
export function publishCustomFormFields(formName: CustomFormName, fields: CustomFormField[]): void {
  pending.delete(formName);
  held.take(formName); // older than this answer: dropped
  useCustomFormStore.setState({ [formName]: { fields, status: 'ready' } });
}

export function resetCustomFormFields(): void {
  generation += 1;
  pending.clear();
  held.clear();
  useCustomFormStore.setState({}, true);
}

registerStoreReset(resetCustomFormFields);

export interface UseCustomFormFields {
  /** Every field of the form (removed ones too, isDeleted 1); null until loaded. */
  fields: CustomFormField[] | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * A form's custom fields, loaded on first use and shared.
 *
 * @example
 *   const { fields } = useCustomFormFields('aunt');
 *   shownFields(fields ?? []).map(...)
 */
export function useCustomFormFields(formName: CustomFormName): UseCustomFormFields {
  const entry = useCustomFormStore((state) => state[formName]);
  if (!entry) prefetchCustomFormFields(formName);
  useEffect(() => {
    if (!entry) void loadCustomFormFields(formName);
  }, [entry, formName]);
  return {
    fields: entry?.fields ?? null,
    loading: !entry || entry.status === 'loading',
    failed: entry?.status === 'error',
    reload: () => void loadCustomFormFields(formName, true),
  };
}

/** Announced when an admin changes a list's tabs (the `customTabs` event, stores/events): the lists read their tabs again (their useFreshData key includes it). */
export const bumpCustomTabs = (): void => announceEvent('customTabs');

/** The tabs' version for a list's data key. */
export const useCustomTabsVersion = (): number => useEventVersion('customTabs');
