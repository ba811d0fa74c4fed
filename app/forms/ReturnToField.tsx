import { useLocation } from "react-router";
import { RETURN_TO_FIELD } from "./post-feedback";

/** The page a form is on, so a post without JavaScript comes back to it (the server keeps only a safe same-site path). */
export function ReturnToField() {
  const location = useLocation();
  return <input type="hidden" name={RETURN_TO_FIELD} value={location.pathname + location.search} />;
}
