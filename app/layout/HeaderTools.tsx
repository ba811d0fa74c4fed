import { CompareHeaderButton } from "./CompareHeaderButton";
import { LikesHeaderLink } from "./LikesHeaderLink";

/** The header's personal tools: Likes (and the account) and the compare tray. */
export function HeaderTools() {
  return (
    <div className="header-tools">
      <LikesHeaderLink />
      <CompareHeaderButton />
    </div>
  );
}
