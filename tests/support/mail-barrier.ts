/**
 * Waits until every mail the server queued so far has been sent, so a test can assert that a mail
 * was sent only once without sleeping. The outbox sends in the order mails were queued
 * (`ORDER BY id`, server/mail/mail-sender.ts): a sign-up made now queues a later mail to a fresh
 * address, and once that one has reached the sink, every mail queued before it has too.
 */
import { SampleClient } from "./sample-client";
import type { SmtpSink } from "./smtp-sink";

let probes = 0;

export async function allQueuedMailSent(server: { url: string }, sink: SmtpSink, region = "us"): Promise<void> {
  const probe = `barrier.${process.pid}.${Date.now()}.${probes++}@example.com`;
  const client = new SampleClient(server.url);
  await client.request(`/${region}/account/sign-in`);
  const answer = await client.request(`/${region}/account/sign-up`, { intent: "sign-up", name: "Mail Barrier", email: probe, password: "barrier of queued mail" });
  if (answer.status !== 200) throw new Error(`the barrier's sign-up answered ${answer.status}`);
  await sink.waitForMail((m) => m.to === probe, 20_000);
}
