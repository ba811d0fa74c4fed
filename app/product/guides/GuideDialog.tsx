import { useState, type ReactNode } from "react";
import { useT } from "../../i18n/use-i18n";
import { Dialog } from "../../ui/Dialog";
import "../../styles/guides.css";

interface GuideDialogProps {
  /** Id of the guide's section on the page without JavaScript (GuideSections.tsx): the trigger links there. */
  sectionId: string;
  title: string;
  /** The trigger's text; the guide's title when absent. */
  label?: string;
  /** The trigger's look: a secondary button unless given (a specifications row may want a plain link). */
  className?: string;
  /** The guide, rendered only while the dialog is open, so the page carries it once (in its no-script section). */
  children: () => ReactNode;
}

/**
 * A guide popup: a link to the guide's section of the page that JavaScript turns into the opener
 * of a modal dialog (native <dialog>: focus is trapped inside and returns to the link on close).
 */
export function GuideDialog({ sectionId, title, label, className, children }: GuideDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={`#${sectionId}`}
        className={className ?? "button button--secondary"}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label ?? title}
      </a>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} closeLabel={t("ui.close")} wide>
        {open ? <div className="guide">{children()}</div> : null}
      </Dialog>
    </>
  );
}
