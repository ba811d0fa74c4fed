/**
 * The command-line tools run from tests, without tsx where the build is there (decision 0076):
 * loading tsx and compiling the server's sources cost each call seconds of CPU that the bundle,
 * build/cli/{name}.mjs (`npm run build`), does not.
 * - `runBundledCli`: the bundle, as production runs it, for the site project (it needs the build).
 * - `runNpmCli`: `node scripts/cli.mjs`, as `npm run catalog|admin …` runs it: the bundle when it is
 *   no older than the sources, else the TypeScript through tsx (`test:quick` without a build).
 * No stdin (as in a script or CI), so a tool that asked a question would read its end at once.
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
  return run([path.join("build", "cli", `${name}.mjs`), ...args], env);
}

/** Runs `node scripts/cli.mjs {name} …args` (the npm scripts' launcher) with these variables added. */
export function runNpmCli(name: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  return run([path.join("scripts", "cli.mjs"), name, ...args], env);
}

function run(argv: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
