/**
 * A site server of the test's own whose mail goes to an in-process SMTP server, for tests that
 * follow a mail (sign-up links, order confirmations, status and contact mails).
 */
import { startOwnServer, type OwnServer } from "./own-server";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

export const MAIL_FROM = "Surfaces <no-reply@example.com>";

export async function startMailingServer(dataDir?: string): Promise<{ server: OwnServer; sink: SmtpSink }> {
  const sink = await startSmtpSink();
  const server = await startOwnServer({ SMTP_URL: sink.url, MAIL_FROM }, dataDir);
  return { server, sink };
}

/** Stops the server, removes its data folders and closes the SMTP server; safe after a failed start. */
export async function stopMailingServer(server: OwnServer | undefined, sink: SmtpSink | undefined): Promise<void> {
  await server?.stop();
  server?.dispose();
  await sink?.close();
}
