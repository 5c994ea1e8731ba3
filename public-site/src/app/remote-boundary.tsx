import { Alert, Button, Spinner } from "@church/ui-kit";
import { Component, type ErrorInfo, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";

export interface RemoteBoundaryProps {
  /** The federated component(s), usually React.lazy over loadRemoteModule. */
  children: ReactNode;
  /** Shown instead when the remote cannot be loaded or throws; a friendly notice by default. */
  fallback?: ReactNode;
  /** Shown while the remote loads; a spinner by default, nothing with null. */
  loading?: ReactNode;
}

interface CatcherProps {
  fallback: ReactNode;
  children: ReactNode;
}

class RemoteErrorCatcher extends Component<CatcherProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Not swallowed silently: the page keeps working, the console says why the part is missing.
    console.warn("A federated module could not be shown", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function RemoteUnavailable() {
  const { t } = useTranslation("site");
  return (
    <Alert
      tone="warning"
      title={t("remote.unavailableTitle")}
      action={
        <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
          {t("remote.reload")}
        </Button>
      }
    >
      {t("remote.unavailableText")}
    </Alert>
  );
}

/**
 * Error boundary + Suspense around a module loaded from another app: when that app is down or its
 * module breaks, only this part shows a notice and the rest of the page keeps working.
 */
export function RemoteBoundary({ children, fallback, loading }: RemoteBoundaryProps) {
  const { t } = useTranslation("site");
  return (
    <RemoteErrorCatcher fallback={fallback ?? <RemoteUnavailable />}>
      <Suspense fallback={loading === undefined ? <Spinner label={t("remote.loading")} /> : loading}>
        {children}
      </Suspense>
    </RemoteErrorCatcher>
  );
}
