import { ColorPicker, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SERVICE_TYPE_COLOR, isHexColour } from '@/domain/colour';

/** Swatches offered in the picker: the seed's colours, readable on white. */
const PRESETS = ['#E8618C', '#F5222D', '#FA541C', '#FA8C16', '#F1A83C', '#FAAD14', '#A0D911', '#52C41A', '#13C2C2', '#1890FF', '#2F54EB', '#722ED1', '#EB2F96', '#A0522D', '#6B6C70'];

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
 * colourRule) with a swatch that opens a picker of presets. Empty = no colour of its own.
 *
 * @example
 *   <Form.Item name="color" rules={[colourRule(t)]}><ColorField emptyColour={DEFAULT_SERVICE_TYPE_COLOR} /></Form.Item>
 */
export function ColorField({ value = '', onChange, emptyColour, id, 'aria-label': ariaLabel }: ColorFieldProps) {
  const { t } = useTranslation();
  const shown = isHexColour(value) ? value : (emptyColour ?? '#FFFFFF');
  return (
    <Flex gap={8} align="center">
      <ColorPicker
        value={shown}
        disabledAlpha
        format="hex"
        presets={[{ label: t('companyCatalogues.colour.pick'), colors: PRESETS }]}
        onChangeComplete={(colour) => onChange?.(colour.toHexString().toUpperCase())}
        aria-label={t('companyCatalogues.colour.pick')}
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
    </Flex>
  );
}

/** The form rule of a colour: empty, or the spec's hex rule. */
export const colourRule = (t: (key: string) => string) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    if (value && !isHexColour(value)) throw new Error(t('companyCatalogues.colour.invalid'));
  },
});
