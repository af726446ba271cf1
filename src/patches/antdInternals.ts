/**
 * Every antd internal the app uses (its modules outside `antd`'s public index), each named once
 * here: lint refuses `antd/es/…` anywhere else. Each is what antd's own components use, taken
 * by its module so a page does not pay for what antd's index would bring with it
 * (src/patches/README.md). tests/unit/patches-parity.test.ts checks each still exists with its shape.
 * Marked free of side effects in vite.config.ts, so a page's chunk takes only what it uses.
 */
// CellTag: antd's Tag markup without the Tag component.
export { isPresetColor, isPresetStatusColor } from 'antd/es/_util/colors';
export { ConfigContext } from 'antd/es/config-provider/context';
export { default as useTagStyle } from 'antd/es/tag/style';
// The theme's token and light algorithm without antd's `theme` object (all algorithms with it).
export { default as useDesignToken } from 'antd/es/theme/useToken';
export { default as defaultAlgorithm } from 'antd/es/theme/themes/default';
// The App context AppProviders fills with the feedback stand-in (app/feedback.ts).
export { default as AppContext } from 'antd/es/app/context';
export type { useAppProps } from 'antd/es/app/context';
export type { MessageType } from 'antd/es/message/interface';
// antd's ES locales (`antd/locale/*` is its CommonJS copy).
export { default as zhCN } from 'antd/es/locale/zh_CN';
export type { Locale } from 'antd/es/locale';
export type { SorterResult } from 'antd/es/table/interface';
export type { TextAreaRef } from 'antd/es/input/TextArea';
// @ant-design/icons' context (DataTable's rows share one icon configuration).
export { default as IconContext } from '@ant-design/icons/es/components/Context';

/** antd's en_US locale, a chunk of its own loaded when English is first chosen. */
export const loadEnUSLocale = () => import('antd/es/locale/en_US').then((module) => module.default);

/** antd's dark algorithm, a chunk of its own loaded when dark mode is first wanted. */
export const loadDarkAlgorithm = () => import('antd/es/theme/themes/dark').then((module) => module.default);
