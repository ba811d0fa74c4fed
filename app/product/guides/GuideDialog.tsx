import { useState, type ReactNode } from "react";
import type { Translate } from "../../../core/i18n/translate";
import { useT } from "../../i18n/use-i18n";
import { Dialog } from "../../ui/Dialog";
import { useGuideT } from "./guide-text";
import "../../styles/guides.css";

interface GuideDialogProps {
  /** The guide on the guides page (guides-link.ts): where the trigger goes without JavaScript. */
  href: string;
  title: string;
  /** The trigger's text; the guide's title when absent. */
  label?: string;
  /** The trigger's look: a secondary button unless given (a specifications row may want a plain link). */
  className?: string;
  /** The guide, rendered only while the dialog is open, with a translator that knows the guides' text. */
  children: (t: Translate) => ReactNode;
}

/**
 * A guide popup: a link to the guide on the guides page that JavaScript turns into the opener
 * of a modal dialog (native <dialog>: focus is trapped inside and returns to the link on close).
 */
export function GuideDialog({ href, title, label, className, children }: GuideDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // The guides' text is fetched as soon as the visitor heads for an opener, so it is there on opening.
  const [wanted, setWanted] = useState(false);
  const guideT = useGuideT(wanted || open);
  const want = () => setWanted(true);
  return (
    <>
      <a
        href={href}
        className={className ?? "button button--secondary"}
        aria-haspopup="dialog"
        onPointerEnter={want}
        onFocus={want}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label ?? title}
      </a>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} closeLabel={t("ui.close")} wide>
        {open && guideT ? <div className="guide">{children(guideT)}</div> : null}
      </Dialog>
    </>
  );
}
