/**
 * Last-resort page when rendering failed: no stack trace, a way back. A server fault shows no
 * number: the page cannot know it (a database outage is a 500 here and a 503 on the wire, set by
 * server/http/outage.ts after rendering), and "try again in a moment" is what a visitor needs.
 */
export function ErrorPage({ status, title, body, action }: { status: number; title: string; body: string; action: string }) {
  return (
    <main id="main" className="error-page">
      {status < 500 ? <p className="eyebrow">{status}</p> : null}
      <h1>{title}</h1>
      <p>{body}</p>
      <a className="button button--primary" href="">
        {action}
      </a>
    </main>
  );
}
