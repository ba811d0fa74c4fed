import type { ReactNode } from "react";
import "./account.css";

/** The calm frame of the sign-in, sign-up and password pages: a heading and one form. */
export function AuthFrame({ heading, intro, children, aside }: { heading: string; intro?: ReactNode; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="page auth-page">
      <div className="auth-card">
        <h1>{heading}</h1>
        {intro ? <div className="auth-card__intro">{intro}</div> : null}
        {children}
      </div>
      {aside ? <div className="auth-aside">{aside}</div> : null}
    </div>
  );
}
