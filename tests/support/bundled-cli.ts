/**
 * A command-line tool as production runs it: its bundle, build/cli/{name}.mjs (`npm run build`,
 * which the site project needs anyway), not the TypeScript through tsx. Loading tsx and compiling
 * the server's sources cost each call seconds of CPU that the bundle does not (decision 0076).
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node build/cli/{name}.mjs …args` in the repository with these variables added to the test's. */
export function runBundledCli(name: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join("build", "cli", `${name}.mjs`), ...args], { cwd: root, env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
