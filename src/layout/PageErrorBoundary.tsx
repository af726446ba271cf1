import { Component, Suspense, lazy, type ErrorInfo, type ReactNode } from 'react';

// antd's Result (its illustrations are ~10 kB gzip) loads only when a page has failed.
const PageErrorResult = lazy(() => import('./PageErrorResult'));

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
      <Suspense fallback={null}>
        <PageErrorResult message={this.state.error.message} onRetry={() => this.setState({ error: null })} />
      </Suspense>
    );
  }
}
