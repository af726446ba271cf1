import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from '@/stores/settings';
import { App } from '@/app/App';
import { getToken } from '@/auth/token';
import { useSession } from '@/stores/session';
import './styles.css';

// A returning user (a token cookie) needs the user info before any protected page can show:
// ask for it now, while the layout's code loads; the guard joins this request. A failure is
// the guard's to show (it gets the same rejection).
if (getToken()) useSession.getState().loadUserInfo().catch(() => undefined);

// Render once the saved language is loaded, so an English user never sees a flash of Chinese.
void languageReady.finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
