import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from './route-error';

interface Props {
  children: ReactNode;
  /** A new key (the path) gives the next page a fresh start after an error. */
  resetKey: string;
}

/** Catches a page's render error in the public app, whose router has no error boundaries. */
export class PageErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorScreen error={this.state.error} />
    );
  }
}
