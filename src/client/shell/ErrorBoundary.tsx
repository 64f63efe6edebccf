import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportCrash } from "../ops/errorReporting.ts";
import { CrashFallback } from "./CrashFallback.tsx";

interface Props {
  children: ReactNode;
  /** A new value (the path, a task) clears a shown crash, so moving on recovers. */
  resetKey?: string | undefined;
  /** Shown instead of the crash screen (a part of the page that can fail alone); still reported. */
  fallback?: ReactNode;
  /** Called when a new resetKey clears a crash, before the children render again. */
  onReset?: () => void;
}

interface State {
  error: unknown;
  componentStack: string;
  resetKey: string | undefined;
  hasError: boolean;
}

/** Render-crash fallback (product §2 Other, §8). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, componentStack: "", resetKey: this.props.resetKey, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    if (state.hasError) props.onReset?.();
    return { resetKey: props.resetKey, error: null, componentStack: "", hasError: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? "" });
    reportCrash(error, info.componentStack ?? "");
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <CrashFallback error={this.state.error} componentStack={this.state.componentStack} />;
  }
}
