import React from "react";
import { ErrorScreen } from "./ErrorScreen";

interface ErrorBoundaryProps {
  copy: { readonly heading: string; readonly text: string; readonly homeLink: string };
  children: React.ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
}

/** The error's status text (for a failed response) or its message. */
export function describeError(error: unknown): string {
  if (error && typeof error === "object") {
    const { statusText, message } = error as { statusText?: unknown; message?: unknown };
    if (typeof statusText === "string" && statusText) return statusText;
    if (typeof message === "string" && message) return message;
  }
  return typeof error === "string" && error ? error : String(error);
}

/**
 * Catches an error thrown while rendering a page and shows "Unexpected Application Error!" with
 * what went wrong, instead of a blank page. The header and footer stay, so the visitor can move on.
 */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error ?? new Error("Unknown error") };
  }

  componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    console.error("Page failed to render:", error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    const { copy, children } = this.props;
    if (error) return <ErrorScreen {...copy} detail={describeError(error)} />;
    return children;
  }
}
