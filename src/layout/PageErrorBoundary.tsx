import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { i18n } from '@/i18n';

interface Props {
  /** A change of this key (a navigation) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: string;
}

/** Catches a page's render error so the layout, menu and tabs keep working; resets on navigation. */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Result
        status="error"
        title={i18n.t('routeError.title')}
        subTitle={this.state.error.message}
        extra={
          <Button type="primary" onClick={() => this.setState({ error: null })}>
            {i18n.t('routeError.retry')}
          </Button>
        }
      />
    );
  }
}
