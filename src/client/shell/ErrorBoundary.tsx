import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportCrash } from "../ops/errorReporting.ts";
import { CrashFallback } from "./CrashFallback.tsx";

interface Props {
  children: ReactNode;
  /** A new value (the path) clears a shown crash, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: unknown;
  componentStack: string;
  resetKey: string | undefined;
  hasError: boolean;
}

/** Render-crash fallback (spec §2 Other, §8). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, componentStack: "", resetKey: this.props.resetKey, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: null, componentStack: "", hasError: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? "" });
    reportCrash(error, info.componentStack ?? "");
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return <CrashFallback error={this.state.error} componentStack={this.state.componentStack} />;
  }
}
