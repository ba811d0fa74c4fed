/** Last-resort page when rendering failed: no stack trace, a way back. */
export function ErrorPage({ status, title, body, action }: { status: number; title: string; body: string; action: string }) {
  return (
    <main id="main" className="error-page">
      <p className="eyebrow">{status}</p>
      <h1>{title}</h1>
      <p>{body}</p>
      <a className="button button--primary" href="">
        {action}
      </a>
    </main>
  );
}
