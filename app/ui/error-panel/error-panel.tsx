import { Component, type ErrorInfo, Fragment, type ReactNode } from "react";
import { css } from "styled-system/css";
import { Button } from "~/ui/button/button";
import { Icon } from "~/ui/icon/icon";

export const ERROR_PANEL_MESSAGE = "Helaas, deze inhoud kan niet geladen worden.";
export const ERROR_PANEL_RETRY = "Probeer opnieuw";

export interface ErrorPanelProps {
  children: ReactNode;
  /** Overrides the message (the translation key pageErrorMessage). */
  message?: ReactNode;
  /** Overrides the button text (the translation key pageReloadButtonLabel). */
  retryLabel?: string;
  /** Reports the failure, e.g. to the error-reporting service. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Runs before the content renders again, e.g. to refetch. */
  onReset?: () => void;
  /** A frame around the panel when it shows (the content it replaces had its own). */
  panelClassName?: string;
}

interface ErrorPanelState {
  failed: boolean;
  /** Bumped on retry so the content mounts fresh. */
  attempt: number;
}

export interface ErrorPanelViewProps {
  message?: ReactNode;
  retryLabel?: string;
  onRetry: () => void;
  /**
   * Without JavaScript the button reloads the page (a GET form to the same URL); with JavaScript it
   * calls `onRetry` instead. For panels that stand for data a loader could not read.
   */
  reloadWithoutJs?: boolean;
}

/** The panel itself (spec §8 content-load failure panel): the one look of "this could not be loaded". */
export function ErrorPanelView({ message, retryLabel, onRetry, reloadWithoutJs = false }: ErrorPanelViewProps) {
  const button = (
    <Button
      variant="secondary"
      size="sm"
      type={reloadWithoutJs ? "submit" : "button"}
      onClick={(event) => {
        event.preventDefault();
        onRetry();
      }}
    >
      {retryLabel ?? ERROR_PANEL_RETRY}
    </Button>
  );
  return (
    <div
      role="alert"
      className={css({
        display: "flex",
        flexDirection: "column",
        alignItems: "flex-start",
        gap: "3",
        p: "4",
        bg: "bg.subtle",
        color: "fg.default",
        borderLeftWidth: "4px",
        borderLeftStyle: "solid",
        borderLeftColor: "status.error",
        rounded: "md",
      })}
    >
      <p className={css({ display: "flex", gap: "2", alignItems: "baseline", m: "0" })}>
        <Icon name="error" className={css({ color: "status.error" })} />
        <span>{message ?? ERROR_PANEL_MESSAGE}</span>
      </p>
      {reloadWithoutJs ? <form method="get">{button}</form> : button}
    </div>
  );
}

/** Catches a render failure in its content and offers to try again (spec §8 content-load failure panel). */
export class ErrorPanel extends Component<ErrorPanelProps, ErrorPanelState> {
  override state: ErrorPanelState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<ErrorPanelState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  private retry = () => {
    this.props.onReset?.();
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    const panel = <ErrorPanelView message={this.props.message} retryLabel={this.props.retryLabel} onRetry={this.retry} />;
    return this.props.panelClassName ? <div className={this.props.panelClassName}>{panel}</div> : panel;
  }
}
