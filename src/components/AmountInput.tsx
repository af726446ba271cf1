/**
 * The input of an amount of yuan held as a number: antd's InputNumber in string mode, without
 * `precision` (which rounds what was typed, silently, on blur) and without min/max (which clamp it):
 * what the person typed stays, and amountRule (components/formValidation) says what is wrong with it.
 * The form's value is the amount as a number when the text is an amount of at most two decimals, else
 * the text itself, so the rule judges the digits typed, never a float made of them.
 *
 * @example
 *   <Form.Item name="salary" rules={[amountRule(t, { minFen: 1 })]}><AmountInput suffix="元/月" /></Form.Item>
 */
import { InputNumber, type InputNumberProps } from 'antd';
import { amountFen, yuanOfFen } from '@/domain/fen';

export type AmountValue = number | string | null;

type Props = Omit<InputNumberProps<string>, 'stringMode' | 'precision' | 'min' | 'max' | 'value' | 'defaultValue' | 'onChange'> & {
  value?: AmountValue;
  onChange?: (value: AmountValue) => void;
};

export function AmountInput({ value, onChange, ...rest }: Props) {
  return (
    <InputNumber<string>
      inputMode="decimal"
      {...rest}
      stringMode
      value={value === null || value === undefined ? null : String(value)}
      onChange={(text) => {
        if (text === null || text === '') return onChange?.(null);
        const fen = amountFen(text);
        onChange?.(fen === null ? text : yuanOfFen(fen));
      }}
    />
  );
}
