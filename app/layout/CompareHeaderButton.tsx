import { useState } from "react";
import { useT } from "../i18n/use-i18n";
import { Dialog } from "../ui/Dialog";

/** The header's compare entry. Until the compare tray exists, it answers with the spec's empty-compare message. */
export function CompareHeaderButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const compareCount = 0;
  return (
    <>
      <button type="button" className="icon-button" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
          <rect x="3" y="5" width="7" height="14" rx="1" />
          <rect x="14" y="5" width="7" height="14" rx="1" />
        </svg>
        <span className="icon-button__label" aria-hidden="true">
          {t("header.compare")}
        </span>
        <span className="badge-count" aria-hidden="true">
          {compareCount}
        </span>
        <span className="visually-hidden">{t("header.compareCount", { count: compareCount })}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("header.compare")} closeLabel={t("ui.close")}>
        <p>{t("message.compareEmpty")}</p>
      </Dialog>
    </>
  );
}
