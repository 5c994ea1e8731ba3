import { Component, lazy, type ReactNode, Suspense } from "react";

// Only shown when something breaks: its code loads then.
const ErrorScreen = lazy(() => import("./routes/error-screen.tsx"));

/** Shows the spec's fallback error screen when anything below crashes while rendering. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error("Unknown error") };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorScreen error={this.state.error} />
      </Suspense>
    );
  }
}
