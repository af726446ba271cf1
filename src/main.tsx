import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// First: config.json (app/runtimeConfig), then a returning user's user-info request, before the
// router asks for its code.
import { configReady } from '@/app/runtimeConfig';
import '@/app/earlyUserInfo';
import { languageReady } from '@/stores/settings';
import { App } from '@/app/App';
import { darkAlgorithmReady } from '@/app/darkAlgorithm';
// antd's component styles, static (AppProviders sets theme.zeroRuntime). A build takes them out of
// the entry stylesheet into a file of their own, linked by app/antdStylesheet.ts off /login's render path.
import 'antd/dist/antd.css';
// The public pages' look, global: index.html's static login form (public/boot-login.js) uses it too.
import './components/LanguageSwitch.css';
import './components/publicPage.css';
import './pages/login/login.css';
import './styles.css';

// Render once the deployment's configuration is applied and the saved language (and, for dark
// mode, antd's dark algorithm) is loaded, so an English user never sees a flash of Chinese, nor a
// dark-mode user one of the light theme.
// The first render is a transition: React renders it in slices and the boot screen stays
// responsive, instead of one long task (issue 11: total blocking time on a slow CPU).
void Promise.allSettled([configReady, languageReady, darkAlgorithmReady]).finally(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
