import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
