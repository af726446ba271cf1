/**
 * THE form save: the form checked first, then one request at a time (a second click while one
 * runs does nothing); a failure keeps every typed value and either marks the form fields the
 * server's answer names (ApiError.fields, by name, never by the message's text) or leaves its
 * text in `error` for the form to show in place. `onSaved` runs after a save that went through.
 *
 * @example
 *   const { saving, error, submit } = useFormSubmit(form);
 *   <Modal onOk={() => void submit((values) => save(values), (saved) => onSaved(saved))} confirmLoading={saving}>
 *     <Form form={form} onKeyDown={(event) => saveOnKey(event, () => void submit(…))}>
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { FormInstance } from 'antd';
import { isApiError } from '@/api/errors';
import { isCancelled, loadErrorText } from './loadError';

type FieldPath = (string | number)[];

export interface FormSubmitOptions<S> {
  /** Checks the form and gives what `send` takes; null stops the save. Default: antd's validateFields. */
  check?: () => Promise<S | null>;
  /** The form path of a request field the server names, where the form's differs (default: the name, dotted → path); null: not on this form. */
  pathOf?: (name: string) => FieldPath | null;
  /** The form-level text of a failure no field took (null: none, the request layer's toast says it). Default: its error-table text. */
  formError?: (failure: unknown) => string | null;
}

const samePath = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && a.every((part, i) => String(part) === String(b[i]));

/**
 * Puts a refusal's message under the form fields its answer names (ApiError.fields) that this form
 * shows, and scrolls to the first. Returns whether a field was marked; false leaves the failure to
 * a form-level message.
 */
export function markServerFields(form: FormInstance, failure: unknown, pathOf: (name: string) => FieldPath | null = (name) => name.split('.')): boolean {
  if (!isApiError(failure) || failure.kind !== 'business' || failure.fields.length === 0) return false;
  const shown = form.getFieldsError().map((field) => field.name);
  const paths = failure.fields.map(pathOf).filter((path): path is FieldPath => path !== null && shown.some((name) => samePath(name, path)));
  if (paths.length === 0) return false;
  const text = loadErrorText(failure);
  form.setFields(paths.map((name) => ({ name, errors: [text] })));
  form.scrollToField(paths[0], { block: 'center' });
  return true;
}

/**
 * antd's validateFields, null when a field is wrong. A check that overlapped the last keystroke's
 * own (Enter right after typing) is answered `outOfDate` with no field wrong: it is asked again.
 */
async function validated<V>(form: FormInstance<V>): Promise<V | null> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await form.validateFields();
    } catch (failure) {
      const info = failure as { outOfDate?: boolean; errorFields?: unknown[] };
      if (!info.outOfDate || (info.errorFields?.length ?? 0) > 0) return null;
    }
  }
  return null;
}

/** `S`: what `send` takes, the form's values unless `check` gives something else. */
export function useFormSubmit<V, S = V>(form: FormInstance<V>, options: FormSubmitOptions<S> = {}) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  /** Resolves true when the save went through (after `onSaved`). */
  const submit = async <R>(send: (values: S) => Promise<R>, onSaved?: (result: R) => void): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    try {
      const values = options.check ? await options.check() : ((await validated(form)) as S | null);
      if (!values) return false;
      setSaving(true);
      setError(null);
      const result = await send(values);
      onSaved?.(result);
      return true;
    } catch (failure) {
      if (!isCancelled(failure) && !markServerFields(form, failure, options.pathOf)) setError((options.formError ?? loadErrorText)(failure));
      return false;
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  return { saving, error, setError, submit };
}

/**
 * The keys that save a form (its <Form onKeyDown>): Enter in a single-line field — not in a
 * textarea, not in a select/autocomplete (its Enter opens or picks), not in a date picker (its Enter
 * confirms the typed date), not while an IME composes —
 * and Ctrl/⌘+Enter or Ctrl/⌘+S anywhere in it. A form with a hidden submit button saves once.
 */
export function saveOnKey(event: KeyboardEvent<HTMLElement>, save: () => unknown): void {
  if (event.defaultPrevented || event.nativeEvent.isComposing || event.keyCode === 229) return;
  const mod = event.ctrlKey || event.metaKey;
  const target = event.target as HTMLElement;
  const singleLine = target.tagName === 'INPUT' && !['checkbox', 'radio', 'file', 'button', 'submit'].includes((target as HTMLInputElement).type);
  const enter = event.key === 'Enter' && !event.altKey && !event.shiftKey;
  // A select's Enter opens or picks from its list; a date picker's confirms the typed date (antd's
  // picker opens its panel on focus and marks neither role nor aria-expanded, hence its class).
  const list = target.getAttribute('role') === 'combobox' || target.getAttribute('aria-expanded') === 'true' || target.closest('.ant-picker') !== null;
  if ((enter && (mod || (singleLine && !list))) || (mod && event.key.toLowerCase() === 's')) {
    event.preventDefault();
    save();
  }
}
