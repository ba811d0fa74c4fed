import { useState } from "react";
import { useT } from "../i18n/use-i18n";
import { Dialog } from "../ui/Dialog";

type Panel = "likes" | "compare" | null;

/**
 * Likes and compare entry points. Until accounts and the compare tray exist (later issues), they
 * answer with the spec's messages for a signed-out visitor and an empty compare list.
 */
export function HeaderTools() {
  const t = useT();
  const [panel, setPanel] = useState<Panel>(null);
  const compareCount = 0;
  return (
    <div className="header-tools">
      <button type="button" className="icon-button" onClick={() => setPanel("likes")}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
        </svg>
        <span className="icon-button__label">{t("header.likes")}</span>
      </button>
      <button type="button" className="icon-button" onClick={() => setPanel("compare")}>
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
      <Dialog open={panel === "likes"} onClose={() => setPanel(null)} title={t("header.likes")} closeLabel={t("ui.close")}>
        <p>{t("message.loginToLike")}</p>
      </Dialog>
      <Dialog open={panel === "compare"} onClose={() => setPanel(null)} title={t("header.compare")} closeLabel={t("ui.close")}>
        <p>{t("message.compareEmpty")}</p>
      </Dialog>
    </div>
  );
}
