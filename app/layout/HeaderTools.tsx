import { CompareHeaderButton } from "./CompareHeaderButton";
import { LikesHeaderLink } from "./LikesHeaderLink";
import { SamplesHeaderLink } from "./SamplesHeaderLink";

/** The header's personal tools: Likes (and the account), the sample cart and the compare tray. */
export function HeaderTools() {
  return (
    <div className="header-tools">
      <LikesHeaderLink />
      <SamplesHeaderLink />
      <CompareHeaderButton />
    </div>
  );
}
