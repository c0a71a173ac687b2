import type { PageId } from '@careers/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, type ErrorDetails } from '@/components/error-screen/error-screen.tsx';
import { reportRenderCrash } from './report-render-crash.ts';

type PageErrorBoundaryProps = {
  pageId: PageId | undefined;
  domain: string;
  positionId?: number | undefined;
  isAdmin: boolean;
  backHref: string;
  contactHref: string;
  children: ReactNode;
};

type PageErrorBoundaryState = {
  error: unknown;
  componentStack: string | undefined;
  hasError: boolean;
};

/**
 * Around every page: a crash shows the generic error screen and is reported as an analytics
 * event. Admins also see the error and component stack. Keyed by path by its parent, so
 * moving to another page starts afresh.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = {
    error: undefined,
    componentStack: undefined,
    hasError: false,
  };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const componentStack = info.componentStack ?? undefined;
    this.setState({ componentStack });
    reportRenderCrash({
      error,
      componentStack,
      pageId: this.props.pageId,
      domain: this.props.domain,
      positionId: this.props.positionId,
    });
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    const { error, componentStack } = this.state;
    const details: ErrorDetails | undefined = this.props.isAdmin
      ? {
          message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          stack: error instanceof Error ? error.stack : undefined,
          componentStack,
        }
      : undefined;
    return (
      <ErrorScreen
        backHref={this.props.backHref}
        contactHref={this.props.contactHref}
        details={details}
      />
    );
  }
}
