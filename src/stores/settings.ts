/**
 * Local preferences that survive a reload. This issue needs only the language; the shell
 * issue adds sidebar state, size, theme colour and layout switches here.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, i18n, isLanguage, type Language } from '@/i18n';

interface SettingsState {
  language: Language;
  setLanguage: (language: Language) => void;
}

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      language: DEFAULT_LANGUAGE,
      setLanguage(language) {
        set({ language });
      },
    }),
    {
      name: 'agency-settings',
      partialize: (state) => ({ language: state.language }),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<SettingsState>;
        return { ...current, language: isLanguage(saved.language) ? saved.language : current.language };
      },
    },
  ),
);

/** Keep i18next on the chosen language (runs at import and on every change). */
function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}
applyLanguage(useSettings.getState().language);
useSettings.subscribe((state) => applyLanguage(state.language));
