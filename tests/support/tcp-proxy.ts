/**
 * A TCP proxy a test can cut: every connection through it is dropped at once, and new ones are
 * closed as soon as they open, until it is restored. Stands between a server and its PostgreSQL
 * to play a network outage.
 */
import net from "node:net";

export interface TcpProxy {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(socket);
      socket.pipe(other);
      socket.on("error", () => other.destroy());
      socket.on("close", () => {
        open.delete(socket);
        other.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
