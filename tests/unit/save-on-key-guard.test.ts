/**
 * Enter saves a form (issue 37): every form saved through useFormSubmit also takes its keys from
 * saveOnKey (hooks/useFormSubmit) on its <Form onKeyDown>, or is held by RecordFormModal /
 * RecordFormDrawer, which wire it. A hook wrapping useFormSubmit (a `use…`
 * function of a file that calls it) passes the duty to the files that call the wrapper. The
 * exceptions are named with their reason and may only leave this list.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

const EXCEPTIONS: Record<string, string> = {
  // A tree of permission checkboxes in <Form component={false}>: no form element to listen on and
  // no field to type in (Enter toggles a checkbox); its Save button is the page's.
  'pages/company/roles/RoleEditor.tsx': 'no text field, no form element',
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });

const callsOf = (name: string) => new RegExp(`\\b${name}(<[^>]*>)?\\(`);

describe('Enter saves every form', () => {
  it('each file saving a form through useFormSubmit (or a hook wrapping it) wires saveOnKey, but for the named exceptions', () => {
    const files = filesUnder(SRC)
      .filter((file) => !file.endsWith(path.join('hooks', 'useFormSubmit.ts')))
      .map((file) => ({ name: path.relative(SRC, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));
    const wrappers = files
      .filter((file) => callsOf('useFormSubmit').test(file.text))
      .flatMap((file) => [...file.text.matchAll(/export function (use\w+)/g)].map((match) => ({ hook: match[1], file: file.name })));
    const wrapperFiles = new Set(wrappers.map((wrapper) => wrapper.file));
    const hooks = ['useFormSubmit', ...wrappers.map((wrapper) => wrapper.hook)];
    const saving = files.filter((file) => !wrapperFiles.has(file.name) && hooks.some((hook) => callsOf(hook).test(file.text)));
    // The scan finds the forms it is about (the public account pages through their wrapper among them).
    expect(saving.length).toBeGreaterThan(30);
    expect(saving.map((file) => file.name)).toEqual(
      expect.arrayContaining(['pages/register/index.tsx', 'pages/resetPassword/index.tsx', 'pages/aunt/form/AuntForm.tsx']),
    );
    // RecordFormModal / RecordFormDrawer wire saveOnKey themselves (components/recordForm).
    const wired = (text: string) => text.includes('saveOnKey(') || /<RecordForm(Modal|Drawer)\b/.test(text);
    const without = saving.filter((file) => !wired(file.text)).map((file) => file.name);
    expect(without.sort()).toEqual(Object.keys(EXCEPTIONS).sort());
  });
});
