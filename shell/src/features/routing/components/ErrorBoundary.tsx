import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of `children` once they have thrown while rendering. */
  fallback: (error: unknown) => ReactNode;
  /** A change in any of these renders `children` again (a Retry). */
  resetKeys?: readonly unknown[];
  /** Told of each error caught (the remote's area reports it to the registry). */
  onError?: (error: unknown) => void;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
  resetKeys?: readonly unknown[];
}

/** React's error boundary, as its documentation writes one: a class with getDerivedStateFromError. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false, error: null, resetKeys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    { resetKeys }: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    const changed = resetKeys?.some((key, index) => !Object.is(key, state.resetKeys?.[index]));
    return changed ? { failed: false, error: null, resetKeys } : null;
  }

  componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
