import { Component, type ErrorInfo, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../alert/alert.tsx";
import { Button } from "../button/button.tsx";
import { Spinner } from "../spinner/spinner.tsx";

export interface RemoteBoundaryProps {
  /** The federated component(s), usually React.lazy over an app's loadRemoteModule. */
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

/** The notice shown in place of another app's module that could not be loaded. */
function RemoteUnavailable() {
  const { t } = useTranslation("common");
  return (
    <Alert
      tone="warning"
      title={t("sectionUnavailableTitle")}
      action={
        <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
          {t("reloadPage")}
        </Button>
      }
    >
      {t("sectionUnavailableText")}
    </Alert>
  );
}

/**
 * Error boundary + Suspense around a module loaded from another app (Module Federation): when that
 * app is down or its module breaks, only this part shows a notice and the rest of the page keeps working.
 */
export function RemoteBoundary({ children, fallback, loading }: RemoteBoundaryProps) {
  return (
    <RemoteErrorCatcher fallback={fallback ?? <RemoteUnavailable />}>
      <Suspense fallback={loading === undefined ? <Spinner /> : loading}>{children}</Suspense>
    </RemoteErrorCatcher>
  );
}
