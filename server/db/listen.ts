/**
 * LISTEN on a PostgreSQL channel on a connection of its own (a pooled connection would go back to
 * the pool and lose its LISTEN). A lost connection is reported and opened again after a pause;
 * what was missed meanwhile the caller's polling picks up (catalogue-store.ts).
 */
import type { Client } from "pg";

export type Unlisten = () => Promise<void>;

export function listenOn(connect: () => Promise<Client>, channel: string, onMessage: (payload: string) => void, onError: (error: Error) => void, retryMs = 5_000): Unlisten {
  let client: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const again = (error: Error) => {
    onError(error);
    client = null;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void open();
    }, retryMs);
    retry.unref();
  };

  async function open(): Promise<void> {
    let next: Client | null = null;
    try {
      next = await connect();
      next.on("notification", (message) => {
        if (message.channel === channel) onMessage(message.payload ?? "");
      });
      next.on("error", again);
      next.on("end", () => {
        if (!stopped && client === next) again(new Error(`the connection listening on ${channel} ended`));
      });
      // A channel name is an identifier: quoted, and ours is a constant.
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      if (stopped) await next.end();
      else client = next;
    } catch (error) {
      await next?.end().catch(() => undefined);
      again(error as Error);
    }
  }
  void open();

  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
