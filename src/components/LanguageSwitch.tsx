import { Segmented } from 'antd';
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
  return <Segmented size="small" options={options} value={language} onChange={(value) => setLanguage(value)} aria-label="language" />;
}
