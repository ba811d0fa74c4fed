import { useId, useState, type KeyboardEventHandler, type ReactNode } from "react";
import { useModalDialog } from "./use-modal-dialog";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** For media: as wide as the viewport allows instead of a narrow message box. */
  wide?: boolean;
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, handles Escape and
 * returns focus to the opener, so none of that is hand-rolled here. It is written into the page
 * when first opened, not before: a dialog does nothing without JavaScript, so the server's HTML
 * has no use for it (page weight, decision 0041). Once opened it stays, closed, for the next time.
 */
export function Dialog({ open, onClose, title, closeLabel, children, actions, wide, onKeyDown }: DialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <dialog
      ref={ref}
      className={wide ? "dialog dialog--wide" : "dialog"}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="dialog__body">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {children}
        <div className="dialog__actions">
          {actions}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
