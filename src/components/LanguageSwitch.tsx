import { useSettings } from '@/stores/settings';
import type { Language } from '@/i18n';

const options: { label: string; value: Language }[] = [
  { label: '中文', value: 'zh' },
  { label: 'English', value: 'en' },
];

/** Switches the interface language at once, without a reload; the choice is remembered. */
export function LanguageSwitch() {
  const language = useSettings((state) => state.language);
  const setLanguage = useSettings((state) => state.setLanguage);
  return (
    <div className="language-switch" role="group" aria-label="Language / 语言">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={option.value === language ? 'language-active' : 'language-option'}
          aria-pressed={option.value === language}
          onClick={() => setLanguage(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
