/**
 * index.html's static login form (public/boot-login.js) and its hand-over to the app
 * (src/app/bootLogin.ts): drawn only on /login, in the saved language with the app's own login
 * texts, and read once (values, focused field, caret) and removed when the app takes over.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import zh from '@/i18n/zh.json';
import en from '@/i18n/en.json';
import { takeBootLogin } from '@/app/bootLogin';

const script = readFileSync('public/boot-login.js', 'utf8');

function boot(path: string, language?: 'zh' | 'en') {
  window.history.replaceState(null, '', path);
  if (language) localStorage.setItem('agency-settings', JSON.stringify({ state: { language }, version: 0 }));
  document.body.innerHTML = '';
  new Function(script)();
  document.body.insertAdjacentHTML('beforeend', '<div id="root"></div>');
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.className = '';
  document.documentElement.lang = '';
  window.history.replaceState(null, '', '/');
});

describe("/login's static form", () => {
  it.each([
    ['zh', zh],
    ['en', en],
  ] as const)('says what the login page says, in the saved language (%s)', (language, texts) => {
    boot('/login', language);
    const form = document.getElementById('boot-login')!;
    expect(form.querySelector('h1')?.textContent).toBe(texts.app.title);
    expect(form.querySelector('.public-subtitle')?.textContent).toBe(texts.login.subtitle);
    const labels = [...form.querySelectorAll('label')].map((label) => [
      label.textContent,
      (document.getElementById(label.htmlFor) as HTMLInputElement).placeholder,
    ]);
    expect(labels).toEqual([
      [texts.login.mobile, texts.login.mobilePlaceholder],
      [texts.login.password, texts.login.passwordPlaceholder],
    ]);
    expect(form.querySelector('.login-reveal')?.getAttribute('aria-label')).toBe(texts.login.showPassword);
    expect(form.querySelector('button[type=submit]')?.textContent).toBe(texts.login.submit);
    expect([...form.querySelectorAll('.login-links a')].map((link) => link.textContent)).toEqual([texts.login.forgotPassword, texts.login.register]);
    expect(document.documentElement.classList.contains('boot-login')).toBe(true);
  });

  it('is drawn only on /login; Chinese when nothing (or something damaged) is saved', () => {
    boot('/dashboard');
    expect(document.getElementById('boot-login')).toBeNull();
    localStorage.setItem('agency-settings', '{not json');
    boot('/login?mobile=13800000001');
    expect(document.querySelector('h1')?.textContent).toBe(zh.app.title);
    expect((document.getElementById('boot-login-mobile') as HTMLInputElement).value).toBe('13800000001');
  });

  it('hands what was typed, the focused field, its caret and a submit (not sent by the browser) to the app once, then is gone', () => {
    boot('/login');
    const mobile = document.getElementById('boot-login-mobile') as HTMLInputElement;
    const password = document.getElementById('boot-login-password') as HTMLInputElement;
    mobile.value = '13800000001';
    password.value = 'secret';
    password.focus();
    password.setSelectionRange(2, 4);
    document.querySelector<HTMLFormElement>('#boot-login form')!.requestSubmit();
    expect(document.querySelector('.login-submit')?.getAttribute('aria-busy')).toBe('true');
    expect(window.location.search).toBe('');
    expect(takeBootLogin()).toEqual({ mobile: '13800000001', password: 'secret', focus: { field: 'password', start: 2, end: 4 }, submitted: true });
    expect(document.getElementById('boot-login')).toBeNull();
    expect(document.documentElement.classList.contains('boot-login')).toBe(false);
    expect(takeBootLogin()).toBeNull();
  });
});
