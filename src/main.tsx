import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// First: starts a returning user's user-info request before the router asks for its code.
import '@/app/earlyUserInfo';
import { languageReady } from '@/stores/settings';
import { App } from '@/app/App';
import './styles.css';

// Render once the saved language is loaded, so an English user never sees a flash of Chinese.
void languageReady.finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
