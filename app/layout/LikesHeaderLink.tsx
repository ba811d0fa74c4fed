import { sectionPath } from "../../core/routing/region-path";
import { useRootData, useT } from "../i18n/use-i18n";

/** Likes live in the account: signed out, the page asks to sign in first and comes back. */
export function LikesHeaderLink() {
  const t = useT();
  const { region, locale } = useRootData();
  return (
    <a className="icon-button" href={sectionPath("account", region, "likes", locale)}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
      </svg>
      <span className="icon-button__label">{t("header.likes")}</span>
    </a>
  );
}
