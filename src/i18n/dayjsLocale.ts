/**
 * Keeps dayjs on the interface language. Imported by the layout (where dates are shown), not
 * by the entry, so /login does not carry dayjs.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useSettings } from '@/stores/settings';
import type { Language } from './index';

function apply(language: Language): void {
  dayjs.locale(language === 'zh' ? 'zh-cn' : 'en');
}

apply(useSettings.getState().language);
useSettings.subscribe((state) => apply(state.language));
