/** Catches rendering errors of the page content; a reset, or moving to another page, renders it again. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

interface Props {
  children: ReactNode;
  /** The error clears when this changes (the location). */
  resetKey: string;
}

interface State {
  error?: unknown;
  errorInfo?: ErrorInfo;
  resetKey: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey
      ? { resetKey: props.resetKey, error: undefined, errorInfo: undefined }
      : null;
  }

  override componentDidCatch(error: unknown, errorInfo: ErrorInfo): void {
    this.setState({ errorInfo });
    console.error(error);
  }

  reset = () => this.setState({ error: undefined, errorInfo: undefined });

  override render() {
    const { error, errorInfo } = this.state;
    if (error !== undefined)
      return <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />;
    return this.props.children;
  }
}
