/*
 * /login before the app's scripts (issue 40): draws the login form the login page will draw, in
 * the saved language, beside #root, so the page's content is painted with the HTML. The app takes
 * it over when its first page renders (src/app/bootLogin.ts): what was typed, the focused field
 * and its caret move into the real form. Same markup and classes as src/pages/login (its styles
 * are in the entry stylesheet); the texts are the login texts of src/i18n (tests/unit/boot-login.test.ts).
 * A classic script, not inline: the CSP allows same-origin scripts only.
 */
/* global location, localStorage, URLSearchParams, document, window */
(function () {
  if (location.pathname.replace(/\/+$/, '') !== '/login') return;
  var TEXTS = {
    zh: {
      title: '家政服务管理系统',
      subtitle: '家政门店员工登录',
      mobile: '手机号',
      mobilePlaceholder: '请输入手机号',
      password: '密码',
      passwordPlaceholder: '请输入密码',
      showPassword: '显示密码',
      submit: '登录',
      forgotPassword: '忘记密码？',
      register: '注册新门店',
      failed: '页面未能加载完成，请检查网络后刷新重试',
    },
    en: {
      title: 'Domestic Service Management System',
      subtitle: 'Sign in for agency staff',
      mobile: 'Mobile number',
      mobilePlaceholder: 'Enter your mobile number',
      password: 'Password',
      passwordPlaceholder: 'Enter your password',
      showPassword: 'Show password',
      submit: 'Log in',
      forgotPassword: 'Forgot password?',
      register: 'Register an agency',
      failed: 'The page could not finish loading. Check your network and reload.',
    },
  };
  var language = 'zh';
  try {
    var saved = JSON.parse(localStorage.getItem('agency-settings') || 'null');
    if (saved && saved.state && saved.state.language === 'en') language = 'en';
  } catch {
    // A damaged entry: the default language, as the app does.
  }
  var t = TEXTS[language];
  var ICONS = {
    mobile:
      'M744 62H280c-35.3 0-64 28.7-64 64v768c0 35.3 28.7 64 64 64h464c35.3 0 64-28.7 64-64V126c0-35.3-28.7-64-64-64zm-8 824H288V134h448v752zM472 784a40 40 0 1080 0 40 40 0 10-80 0z',
    lock: 'M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM332 240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224H332V240zm460 600H232V536h560v304zM484 701v53c0 4.4 3.6 8 8 8h40c4.4 0 8-3.6 8-8v-53a48.01 48.01 0 10-56 0z',
    'eye-invisible':
      'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512zM508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z',
  };
  function escape(text) {
    return String(text).replace(/[&<>"]/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c];
    });
  }
  function icon(name, extra) {
    return (
      '<span role="img" aria-label="' +
      name +
      '" class="anticon anticon-' +
      name +
      (extra ? ' ' + extra : '') +
      '">' +
      '<svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true"><path d="' +
      ICONS[name] +
      '"></path></svg></span>'
    );
  }
  function field(name, secret, value) {
    var id = 'boot-login-' + name;
    return (
      '<div class="login-field"><label for="' +
      id +
      '" class="login-label">' +
      t[name] +
      '</label>' +
      '<div class="login-control">' +
      icon(secret ? 'lock' : 'mobile', 'login-icon') +
      '<input id="' +
      id +
      '" name="' +
      name +
      '" type="' +
      (secret ? 'password' : 'text') +
      '" value="' +
      escape(value) +
      '" placeholder="' +
      t[name + 'Placeholder'] +
      '" autocomplete="' +
      (secret ? 'current-password' : 'username') +
      '"' +
      (secret ? '' : ' inputmode="tel"') +
      ' aria-invalid="false" class="login-input">' +
      (secret ? '<button type="button" class="login-reveal" aria-label="' + t.showPassword + '">' + icon('eye-invisible') + '</button>' : '') +
      '</div><div class="login-error"></div></div>'
    );
  }
  var mobile = new URLSearchParams(location.search).get('mobile') || '';
  var page = document.createElement('main');
  page.id = 'boot-login';
  page.className = 'public-page';
  page.innerHTML =
    '<div class="public-language"><div class="language-switch" role="group" aria-label="Language / 语言">' +
    '<button type="button" class="' +
    (language === 'zh' ? 'language-active' : 'language-option') +
    '" aria-pressed="' +
    (language === 'zh') +
    '">中文</button>' +
    '<button type="button" class="' +
    (language === 'en' ? 'language-active' : 'language-option') +
    '" aria-pressed="' +
    (language === 'en') +
    '">English</button></div></div>' +
    '<section class="public-card"><h1 class="public-title">' +
    t.title +
    '</h1><p class="public-subtitle">' +
    t.subtitle +
    '</p>' +
    '<form novalidate>' +
    field('mobile', false, mobile) +
    field('password', true, '') +
    '<button type="submit" class="login-submit">' +
    t.submit +
    '</button></form>' +
    '<div class="login-links"><a href="/resetPassword">' +
    t.forgotPassword +
    '</a><a href="/register">' +
    t.register +
    '</a></div></section>';
  // Never sent by the browser itself (it would put the password in the address): the app's form
  // sends it when it takes over (src/app/bootLogin.ts); till then the button shows it is pending.
  page.querySelector('form').addEventListener('submit', function (event) {
    event.preventDefault();
    page.setAttribute('data-submitted', '');
    page.querySelector('.login-submit').setAttribute('aria-busy', 'true');
  });
  // The app's own scripts or styles could not load: say so instead of a form that does nothing.
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (!page.isConnected || !target || (target.tagName !== 'SCRIPT' && target.tagName !== 'LINK') || page.querySelector('.login-boot-failed')) return;
      var note = document.createElement('p');
      note.className = 'login-boot-failed';
      note.setAttribute('role', 'alert');
      note.textContent = t.failed;
      page.querySelector('form').after(note);
    },
    true,
  );
  // Run first in <body>: the page goes before #root (its boot screen, hidden on /login, is parsed after).
  document.body.insertBefore(page, document.body.firstChild);
  document.documentElement.classList.add('boot-login');
  if (language === 'en') document.documentElement.lang = 'en';
  if (!mobile) document.getElementById('boot-login-mobile').focus();
})();
