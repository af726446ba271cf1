import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Every way of handing a string to the HTML parser (or to script) that React would otherwise escape. */
const HTML_SINKS = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No HTML sinks: render text or elements, not an HTML string.' },
  { selector: "Property[key.name='dangerouslySetInnerHTML']", message: 'No HTML sinks: render text or elements, not an HTML string.' },
  { selector: 'MemberExpression[property.name=/^(innerHTML|outerHTML)$/]', message: 'No HTML sinks: use textContent or React.' },
  {
    selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|parseFromString|setHTMLUnsafe)$/]',
    message: 'No HTML sinks: build nodes, do not parse HTML.',
  },
  { selector: "JSXAttribute[name.name='srcDoc']", message: 'No HTML sinks: no iframe srcdoc.' },
];

/** Imports app code may not make; `internals`: nor library internals, which only src/patches names (src/patches/README.md). */
function restrictedImports(internals) {
  return {
    patterns: [
      { group: ['@/mocks', '@/mocks/*', '**/mocks/*'], message: 'App code must not import the mock backend.' },
      ...(internals
        ? [
            {
              group: ['antd/es/*', 'antd/lib/*', '@ant-design/icons/es/*', '@ant-design/icons/lib/*'],
              message: "antd's internals come through src/patches/antdInternals.",
            },
            {
              group: ['react-router', 'react-router-dom'],
              importNamePattern: '^UNSAFE_',
              message: "react-router's UNSAFE_ APIs come through src/patches/routerInternals.",
            },
          ]
        : []),
    ],
    // antd's `theme` object brings all its algorithms into the chunk (docs/DECISIONS.md, "Page weight and speed").
    paths: [{ name: 'antd', importNames: ['theme'], message: 'Use useThemeToken (components/useThemeToken) or an algorithm by its module.' }],
  };
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', '.mock-data', 'tests/**/.artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', restrictedImports(true)],
    },
  },
  {
    // No HTML sinks in the app: text goes into the DOM as text (React escapes it), never parsed
    // as markup, and no string becomes code. The token cookie is readable by the app, so an
    // injected script must have no way in (the Content-Security-Policy is the second line:
    // README, "Deployment and security"). Tests may still spell out `javascript:` URLs.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...HTML_SINKS],
      'no-restricted-properties': [
        'error',
        { object: 'document', property: 'write', message: 'No HTML sinks: document.write parses markup.' },
        { object: 'document', property: 'writeln', message: 'No HTML sinks: document.writeln parses markup.' },
      ],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-script-url': 'error',
    },
  },
  {
    // Time limits are global and sized for a busy machine (vite.config.ts `test`, tests/setup.ts):
    // a file or test that sets its own tends to set a tighter one that fails under load.
    files: ['tests/unit/**', 'tests/integration/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'setConfig', message: 'Time limits are global (vite.config.ts); wait for conditions instead.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "Property[key.name='timeout']", message: 'Time limits are global (vite.config.ts, tests/setup.ts); wait for conditions instead.' },
        {
          selector: 'CallExpression[callee.name=/^(it|test|describe)$/] > Literal.arguments:last-child[value>999]',
          message: 'Time limits are global (vite.config.ts); wait for conditions instead.',
        },
      ],
    },
  },
  {
    // The one folder that names library internals (src/patches/README.md).
    files: ['src/patches/**'],
    rules: { 'no-restricted-imports': ['error', restrictedImports(false)] },
  },
  {
    // The mock backend, the tests, the screen comparison (it logs the demo admin in) and the dev
    // server's config (the demo accounts it hands the login page on the embedded mock) may import the mock backend.
    files: ['src/mocks/**', 'tests/**', 'tools/screens/**', 'vite.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
