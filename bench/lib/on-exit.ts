/** Clean-up to run when the benchmark process exits: one process listener however many callers. */
const tasks: Array<() => void> = [];
let listening = false;

export function onExit(task: () => void): void {
  tasks.push(task);
  if (listening) return;
  listening = true;
  process.once("exit", () => {
    for (const run of tasks.splice(0).reverse()) run(); // last in, first out: servers stop before their folders go
  });
}
