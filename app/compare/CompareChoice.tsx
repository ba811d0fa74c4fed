import { useState, type MouseEvent } from "react";
import { ReturnToField } from "../forms/ReturnToField";
import { Link } from "react-router";
import { addToTray, removeFromTray, replaceFirst } from "../../core/compare/tray";
import { useRootData, useT } from "../i18n/use-i18n";
import { Dialog } from "../ui/Dialog";
import { compareHref } from "./compare-href";
import { readTray, useCompareTray, writeTray } from "./compare-store";

/**
 * Add-to-compare for a page's buttons (finder cards, the product page). Each button is a submit
 * button of a form that posts `intent=add` to the compare page, so it works before the script
 * runs; once hydrated, a click changes the cookie here instead (no request), and a full tray asks
 * the spec's question (§4) in a dialog: replace the first product added, or edit the compare.
 */
export function useCompareChoice() {
  const tray = useCompareTray();
  const [pending, setPending] = useState<string | null>(null);

  const choose = (event: MouseEvent<HTMLButtonElement>, contentId: string) => {
    event.preventDefault();
    const current = readTray();
    if (current.includes(contentId)) return writeTray(removeFromTray(current, contentId));
    const added = addToTray(current, contentId);
    if (added.full) setPending(contentId);
    else writeTray(added.tray);
  };

  const dialog = (
    <CompareFullDialog
      open={pending !== null}
      onClose={() => setPending(null)}
      onReplace={() => {
        if (pending) writeTray(replaceFirst(readTray(), pending));
        setPending(null);
      }}
    />
  );
  return { tray, choose, dialog };
}

function CompareFullDialog({ open, onClose, onReplace }: { open: boolean; onClose: () => void; onReplace: () => void }) {
  const t = useT();
  const { region, locale } = useRootData();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("message.compareFull")}
      closeLabel={t("ui.close")}
      actions={
        <>
          <button type="button" className="button button--primary" onClick={onReplace}>
            {t("message.compareReplaceAction")}
          </button>
          <Link className="button button--secondary" to={compareHref(region, locale)} onClick={onClose}>
            {t("message.compareEditAction")}
          </Link>
        </>
      }
    >
      <p>{t("message.compareReplace")}</p>
    </Dialog>
  );
}

/** The one form a page's add-to-compare buttons submit without JavaScript (`form="compare-form"`). */
export const COMPARE_FORM_ID = "compare-form";

export function CompareForm() {
  const { region, locale } = useRootData();
  return (
    <form id={COMPARE_FORM_ID} method="post" action={compareHref(region, locale)} hidden>
      <input type="hidden" name="intent" value="add" />
      <ReturnToField />
    </form>
  );
}
