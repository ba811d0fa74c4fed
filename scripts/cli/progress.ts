/**
 * Progress of a long job (an import, an export) on stderr, so that stdout stays the job's output
 * (an export piped into a file). On a terminal a count rewrites its own line; in a log it is
 * written at most once a second, plus the last.
 */
export interface Progress {
  /** A phase begins: "Reading the catalogue". */
  step(message: string): void;
  /** `done` of `total` items of a phase: "Checking files 12/80". */
  count(label: string, done: number, total: number): void;
}

export function stderrProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  const live = Boolean(stream.isTTY);
  let lastCount = 0;
  let midLine = false;
  const endLine = () => {
    if (midLine) stream.write("\n");
    midLine = false;
  };
  return {
    step(message) {
      endLine();
      stream.write(`${message}…\n`);
    },
    count(label, done, total) {
      const now = Date.now();
      const last = done >= total;
      if (!last && now - lastCount < (live ? 100 : 1000)) return;
      lastCount = now;
      const text = `${label} ${done}/${total}`;
      if (live) {
        stream.write(`\r\x1b[K${text}`);
        midLine = !last;
        if (last) stream.write("\n");
      } else stream.write(`${text}\n`);
    },
  };
}
