import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/**
 * The up and down buttons of a row in the settings page's tables (form fields, tabs, default
 * columns): one step each, named for the row, disabled at the ends and while a save runs.
 */
export function MoveButtons({
  upLabel,
  downLabel,
  disabled,
  first,
  last,
  onMove,
}: {
  upLabel: string;
  downLabel: string;
  disabled: boolean;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  return (
    <>
      <Button
        size="small"
        type="text"
        icon={<ArrowUpOutlined />}
        disabled={disabled || first}
        aria-label={upLabel}
        title={upLabel}
        onClick={() => onMove(-1)}
      />
      <Button
        size="small"
        type="text"
        icon={<ArrowDownOutlined />}
        disabled={disabled || last}
        aria-label={downLabel}
        title={downLabel}
        onClick={() => onMove(1)}
      />
    </>
  );
}
