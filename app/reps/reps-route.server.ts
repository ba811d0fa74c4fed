/** What the rep finder and contact pages start from: the page and the reps service. */
import { data, type RouterContextProvider } from "react-router";
import { appContext, pageContext, type ResolvedPage } from "../routing/contexts";
import type { RepsService } from "../../server/reps/reps-service";

export function repsRequest(context: Readonly<RouterContextProvider>): { page: ResolvedPage; reps: RepsService } {
  const page = context.get(pageContext);
  const reps = context.get(appContext).services.reps;
  // Only tests that build the app without the reps service get here; they answer plainly.
  if (!reps) throw data("The sales rep finder is not available.", { status: 503 });
  return { page, reps };
}
