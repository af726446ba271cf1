/**
 * index.html's static login form (public/boot-login.js): on /login it is painted with the HTML,
 * before the app's scripts, just before #root. The first route the app renders takes it over: the
 * login page carries what was typed (mobile, password, the focused field and its caret) into its
 * own form, and sends it if it was already submitted; any other first page (a logged-in user
 * sent on, an error) just removes it.
 */
import { useLayoutEffect } from 'react';

export interface BootLoginState {
  mobile: string;
  password: string;
  /** The field that had the focus, with its caret (selection). */
  focus?: { field: 'mobile' | 'password'; start: number | null; end: number | null };
  /** The form was submitted (Enter or the button) before the app could send it. */
  submitted: boolean;
}

const FORM_ID = 'boot-login';
const fieldOf = (name: string) => document.getElementById(`${FORM_ID}-${name}`) as HTMLInputElement | null;

/** What the static form holds now, or null when there is none. */
export function peekBootLogin(): BootLoginState | null {
  const form = typeof document === 'undefined' ? null : document.getElementById(FORM_ID);
  if (!form) return null;
  const mobile = fieldOf('mobile');
  const password = fieldOf('password');
  const focused = [mobile, password].find((input) => input && input === document.activeElement);
  return {
    mobile: mobile?.value ?? '',
    password: password?.value ?? '',
    focus: focused ? { field: focused === mobile ? 'mobile' : 'password', start: focused.selectionStart, end: focused.selectionEnd } : undefined,
    submitted: form.hasAttribute('data-submitted'),
  };
}

/** Reads the static form one last time and removes it (and its page class); null when there was none. */
export function takeBootLogin(): BootLoginState | null {
  const state = peekBootLogin();
  document.getElementById(FORM_ID)?.remove();
  document.documentElement.classList.remove(FORM_ID);
  return state;
}

/** For the first page the app renders: the static login form goes in the same commit (no flash, no double form). */
export function useBootLoginGone(): void {
  useLayoutEffect(() => void takeBootLogin(), []);
}
