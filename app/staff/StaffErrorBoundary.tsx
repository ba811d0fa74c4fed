import { isRouteErrorResponse, useRouteError } from "react-router";
import type { ForbiddenData } from "./require-staff.server";
import "./staff.css";

/**
 * The staff pages' boundary: 403 (signed in, not staff) has its own page, with the words the
 * access check sent (the page's messages never loaded); anything else goes to the root's.
 */
export function StaffErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const forbidden = error.data as ForbiddenData;
    return (
      <div className="page staff-forbidden">
        <p className="eyebrow">403</p>
        <h1>{forbidden.title}</h1>
        <p>{forbidden.body}</p>
        <a className="button button--primary" href={forbidden.homeHref}>
          {forbidden.homeLabel}
        </a>
      </div>
    );
  }
  throw error;
}
