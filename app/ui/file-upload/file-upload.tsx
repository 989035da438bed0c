import { nanoid } from "nanoid";
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { css, cx } from "styled-system/css";
import { Button } from "~/ui/button/button";
import { ErrorList } from "~/ui/forms/field";
import { Icon } from "~/ui/icon/icon";
import { formatFileSize } from "~/platform/locale/dates";
import { type UploadFn, uploadFailureText } from "./upload";

export type UploadStatus = "pending" | "uploading" | "done" | "error";

/** Spec §3 upload item; `key` is a 21-character nanoid. */
export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  /** Percent uploaded, 0–100. */
  progress: number;
  /** What the upload function resolved with (e.g. the stored file's id); set when done. */
  result?: unknown;
  /** Why the upload failed, when the upload function said so (UploadRefusedError). */
  error?: string;
}

export interface FileUploadProps {
  /** Text of the add button. */
  label?: string;
  accept?: string;
  /** At most this many files: the button is disabled at the maximum and extra files are dropped. */
  max?: number;
  /** Info under the button about the maximum; `true` gives the default text. */
  maxInfo?: ReactNode | true;
  /** Uploads each file (one at a time). Without it files are only listed, as done. */
  upload?: UploadFn;
  /** Checks a chosen file before it is added (and uploaded): the reason it is refused, or null. */
  check?: (file: File) => string | null;
  /** With a name, the chosen files also travel in the form under it (where the browser allows setting files). */
  name?: string;
  onChange?: (items: UploadItem[]) => void;
  errors?: ReadonlyArray<string> | null;
  className?: string;
}

const STATUS_LABEL: Record<UploadStatus, string> = {
  pending: "Wacht op uploaden",
  uploading: "Bezig met uploaden",
  done: "Geüpload",
  error: "Uploaden mislukt",
};

export function FileUpload({
  label = "Bestand toevoegen",
  accept,
  max,
  maxInfo,
  upload,
  check,
  name,
  onChange,
  errors,
  className,
}: FileUploadProps) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [refused, setRefused] = useState<Array<{ name: string; reason: string }>>([]);
  const refusedId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const infoId = useId();
  const errorId = useId();
  const uploadRef = useRef(upload);
  uploadRef.current = upload;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const atMax = max !== undefined && items.length >= max;

  useEffect(() => {
    onChangeRef.current?.(items);
    syncFormFiles(inputRef.current, name, items);
  }, [items, name]);

  // One upload at a time: the first pending item starts when nothing is uploading.
  useEffect(() => {
    const run = uploadRef.current;
    if (!run || items.some((item) => item.status === "uploading")) return;
    const next = items.find((item) => item.status === "pending");
    // Started already (effects run twice in development).
    if (!next || controllers.current.has(next.key)) return;
    const controller = new AbortController();
    controllers.current.set(next.key, controller);
    const patch = (changes: Partial<UploadItem>) =>
      setItems((current) => current.map((item) => (item.key === next.key ? { ...item, ...changes } : item)));
    patch({ status: "uploading", progress: 0 });
    run(next.file, (percent) => patch({ progress: Math.min(100, Math.max(0, Math.round(percent))) }), controller.signal).then(
      (result: unknown) => {
        if (controller.signal.aborted) return;
        patch({ status: "done", progress: 100, result, error: undefined });
        setAnnouncement(`${next.file.name} is geüpload.`);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        patch({ status: "error", error: uploadFailureText(failure) });
        setAnnouncement(`${next.file.name} kon niet worden geüpload.`);
      },
    );
  }, [items]);

  useEffect(() => {
    const active = controllers.current;
    return () => {
      for (const controller of active.values()) controller.abort();
    };
  }, []);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    const refusals = check ? picked.flatMap((file) => { const reason = check(file); return reason ? [{ name: file.name, reason }] : []; }) : [];
    const chosen = picked.filter((file) => !refusals.some((refusal) => refusal.name === file.name));
    setRefused(refusals);
    const room = max === undefined ? chosen.length : Math.max(0, max - items.length);
    const accepted = chosen.slice(0, room);
    const dropped = chosen.length - accepted.length;
    const status: UploadStatus = uploadRef.current ? "pending" : "done";
    setItems((current) => [
      ...current,
      ...accepted.map((file) => ({ key: nanoid(), file, status, progress: status === "done" ? 100 : 0 })),
    ]);
    setAnnouncement(
      [
        dropped > 0 ? `${dropped} ${dropped === 1 ? "bestand is" : "bestanden zijn"} niet toegevoegd: u kunt maximaal ${max} bestanden toevoegen.` : "",
        ...refusals.map((refusal) => `${refusal.name} is niet toegevoegd: ${refusal.reason}`),
      ]
        .filter(Boolean)
        .join(" "),
    );
    if (!name) event.target.value = "";
  };

  const retry = (key: string) => {
    controllers.current.delete(key);
    setItems((current) => current.map((item) => (item.key === key ? { ...item, status: "pending", progress: 0, error: undefined } : item)));
  };

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const removed = items.find((item) => item.key === key);
    setItems((current) => current.filter((item) => item.key !== key));
    if (removed) setAnnouncement(`${removed.file.name} is verwijderd.`);
  };

  const info =
    maxInfo === true && max !== undefined
      ? `U kunt maximaal ${max} ${max === 1 ? "bestand" : "bestanden"} toevoegen.`
      : maxInfo === true
        ? null
        : maxInfo;
  const describedBy = [info ? infoId : null, errors?.length ? errorId : null, refused.length ? refusedId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cx(css({ display: "flex", flexDirection: "column", gap: "3" }), className)}>
      <input
        ref={inputRef}
        type="file"
        name={name}
        accept={accept}
        multiple={max === undefined || max > 1}
        onChange={add}
        tabIndex={-1}
        aria-hidden="true"
        className={css({ display: "none" })}
      />
      <div>
        <Button variant="secondary" disabled={atMax} aria-describedby={describedBy} onClick={() => inputRef.current?.click()}>
          <Icon name="upload" />
          {label}
        </Button>
      </div>
      {info ? (
        <p id={infoId} className={css({ fontSize: "sm", color: "fg.muted", m: "0" })}>
          {info}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
      {refused.length ? (
        <ul id={refusedId} className={css({ listStyle: "none", m: "0", p: "0", color: "status.error", fontSize: "sm", display: "flex", flexDirection: "column", gap: "1" })}>
          {refused.map((refusal, index) => (
            <li key={`${refusal.name}-${index}`} data-refused="true">
              <strong>{refusal.name}</strong> is niet toegevoegd: {refusal.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {items.length ? (
        <ul className={css({ listStyle: "none", m: "0", p: "0", display: "flex", flexDirection: "column", gap: "2" })}>
          {items.map((item) => (
            <li
              key={item.key}
              data-status={item.status}
              className={css({
                display: "flex",
                alignItems: "center",
                gap: "3",
                p: "2",
                pl: "3",
                borderWidth: "1px",
                borderStyle: "solid",
                borderColor: "border.default",
                rounded: "md",
                '&[data-status="error"]': { borderColor: "status.error" },
              })}
            >
              <StatusIcon status={item.status} />
              <span className={css({ flex: "1", minW: "0", display: "flex", flexDirection: "column" })}>
                <span className={css({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{item.file.name}</span>
                <span className={css({ fontSize: "sm", color: "fg.muted" })}>
                  {formatFileSize(item.file.size)}
                  {item.status === "uploading" ? ` · ${item.progress}%` : ""}
                  {item.status === "error" ? ` · ${item.error ?? "Uploaden mislukt"}` : ""}
                </span>
                {item.status === "uploading" ? (
                  <progress max={100} value={item.progress} aria-label={`Voortgang ${item.file.name}`} className={css({ w: "full", h: "1.5", accentColor: "brand.accent" })} />
                ) : null}
              </span>
              {item.status === "error" && uploadRef.current ? (
                <Button variant="ghost" size="sm" aria-label={`Opnieuw uploaden ${item.file.name}`} onClick={() => retry(item.key)}>
                  Opnieuw
                </Button>
              ) : null}
              <Button variant="ghost" size="icon" aria-label={`Verwijder ${item.file.name}`} onClick={() => remove(item.key)}>
                <Icon name="close" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className={css({ srOnly: true })}>
        {announcement}
      </p>
    </div>
  );
}

const STATUS_ICON = {
  pending: { name: "spinner", className: css({ color: "fg.muted" }) },
  uploading: { name: "spinner", className: css({ color: "fg.muted" }) },
  done: { name: "check", className: css({ color: "status.success" }) },
  error: { name: "cross", className: css({ color: "status.error" }) },
} as const;

function StatusIcon({ status }: { status: UploadStatus }) {
  const { name, className } = STATUS_ICON[status];
  return (
    <span className={cx(css({ display: "inline-flex", fontSize: "xl" }), className)}>
      <Icon name={name} label={STATUS_LABEL[status]} />
    </span>
  );
}

/** Mirrors the list into the named file input so a plain form post carries the files. */
function syncFormFiles(input: HTMLInputElement | null, name: string | undefined, items: UploadItem[]) {
  if (!input || !name || typeof DataTransfer === "undefined") return;
  try {
    const transfer = new DataTransfer();
    for (const item of items) transfer.items.add(item.file);
    input.files = transfer.files;
  } catch {
    // Browsers without a settable FileList: the upload function is the way to send files.
  }
}
