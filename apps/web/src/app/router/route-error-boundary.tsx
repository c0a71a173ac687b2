import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorScreen } from './route-error-screen.tsx';

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { error: unknown; hasError: boolean; pathname: string };

class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    error: undefined,
    hasError: false,
    pathname: this.props.pathname,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  // another page starts afresh, without remounting what the boundary holds
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname
      ? null
      : { error: undefined, hasError: false, pathname: props.pathname };
  }

  override render() {
    return this.state.hasError ? (
      <RouteErrorScreen error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}

/**
 * A crash outside any page (the layout itself, the console's frame): the error screen instead
 * of a blank page, until the reader goes to another address. Pages have their own boundary.
 */
export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => (
  <PathErrorBoundary pathname={useLocation().pathname}>{children}</PathErrorBoundary>
);
