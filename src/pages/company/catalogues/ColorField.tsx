import { Flex, Input } from 'antd';
import { useThemeToken } from '@/components/useThemeToken';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SERVICE_TYPE_COLOR, isHexColour } from '@/domain/colour';

/** Swatches offered in the picker: the seed's colours, readable on white. */
const PRESETS = [
  '#E8618C',
  '#F5222D',
  '#FA541C',
  '#FA8C16',
  '#F1A83C',
  '#FAAD14',
  '#A0D911',
  '#52C41A',
  '#13C2C2',
  '#1890FF',
  '#2F54EB',
  '#722ED1',
  '#EB2F96',
  '#A0522D',
  '#6B6C70',
];

interface ColorFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  /** The colour an empty value stands for (service types: the default grey), or none (labels). */
  emptyColour?: string;
  id?: string;
  'aria-label'?: string;
}

/**
 * A colour as text (the spec's rule: # and 3 or 6 hex digits; checked by the form item's rule,
 * colourRule), the browser's own colour picker on its swatch, and preset swatches. Empty = no
 * colour of its own. Not antd's ColorPicker: it brought its panel and Collapse into the chunks
 * /login and /dashboard load (about 9 kB gzip on /login, over its 200 kB budget).
 *
 * @example
 *   <Form.Item name="color" rules={[colourRule(t)]}><ColorField emptyColour={DEFAULT_SERVICE_TYPE_COLOR} /></Form.Item>
 */
export function ColorField({ value = '', onChange, emptyColour, id, 'aria-label': ariaLabel }: ColorFieldProps) {
  const { t } = useTranslation();
  const token = useThemeToken();
  const shown = isHexColour(value) ? value : (emptyColour ?? '#FFFFFF');
  return (
    <Flex gap={8} align="center">
      <input
        type="color"
        value={expandHex(shown)}
        aria-label={t('companyCatalogues.colour.pick')}
        onChange={(event) => onChange?.(event.target.value.toUpperCase())}
        style={{
          width: 32,
          height: 32,
          padding: 2,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
          cursor: 'pointer',
        }}
      />
      <Input
        id={id}
        aria-label={ariaLabel}
        value={value}
        maxLength={7}
        allowClear
        style={{ width: 200 }}
        placeholder={emptyColour === DEFAULT_SERVICE_TYPE_COLOR ? t('companyCatalogues.colour.placeholder') : t('companyCatalogues.colour.placeholderNone')}
        onChange={(event) => onChange?.(event.target.value.trim())}
      />
      <Flex gap={4} wrap role="group" aria-label={t('companyCatalogues.colour.presets')}>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            title={preset}
            aria-label={preset}
            aria-pressed={value.toUpperCase() === preset}
            onClick={() => onChange?.(preset)}
            style={{
              width: 18,
              height: 18,
              padding: 0,
              borderRadius: 4,
              cursor: 'pointer',
              background: preset,
              border: value.toUpperCase() === preset ? `2px solid ${token.colorText}` : '1px solid rgba(0, 0, 0, 0.15)',
            }}
          />
        ))}
      </Flex>
    </Flex>
  );
}

/** #RGB as #RRGGBB (the browser's colour input takes only the long form). */
const expandHex = (colour: string) => (colour.length === 4 ? `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}` : colour);

/** The form rule of a colour: empty, or the spec's hex rule. */
export const colourRule = (t: (key: string) => string) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    if (value && !isHexColour(value)) throw new Error(t('companyCatalogues.colour.invalid'));
  },
});
