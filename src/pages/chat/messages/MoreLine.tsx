/** The line at a list's edge while its next page loads, or after that failed (with Retry). */
import { Button, Spin } from 'antd';
import styles from './MessagePanes.module.css';

type MoreLineProps = { as?: 'div' | 'li'; className?: string } & (
  { state: 'loading'; text: string } | { state: 'failed'; text: string; retryText: string; onRetry: () => void }
);

export function MoreLine(props: MoreLineProps) {
  const Tag = props.as ?? 'div';
  const className = props.className ?? styles.more;
  if (props.state === 'loading') {
    return (
      <Tag className={className}>
        <Spin size="small" /> {props.text}
      </Tag>
    );
  }
  return (
    <Tag className={className} role="alert">
      {props.text}{' '}
      <Button type="link" size="small" onClick={props.onRetry}>
        {props.retryText}
      </Button>
    </Tag>
  );
}
