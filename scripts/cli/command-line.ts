/**
 * What every operator command of this project does the same way (README, "Command-line tools"):
 * `--help` on the program and on each command (exit 0), a usage error as one line on stderr with
 * a pointer to `--help` (exit 2), any other failure as one line (exit 1), never a stack trace
 * unless DEBUG is set. Arguments are read with node's own `util.parseArgs`, strictly, so a
 * mistyped option is an error rather than silently ignored.
 */
import { parseArgs } from "node:util";

/** Bad usage: an unknown command or option, a missing or malformed argument. Exit code 2. */
export class UsageError extends Error {
  /** The command whose `--help` the message points to; the program's when absent. */
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
  }
}

/** A failure the operator can act on (a rejected file, a held database). Exit code 1. */
export class CommandError extends Error {}

export interface OptionSpec {
  type: "boolean" | "string";
  /** One line for `--help`; a string option names its value as `<value>` in `arg`. */
  description: string;
  arg?: string;
}

export interface CommandSpec {
  name: string;
  /** The positional arguments, as shown in the usage line ("<file.json>"). */
  args: string;
  summary: string;
  options: Record<string, OptionSpec>;
  /** Paragraphs for `<command> --help` below the options. */
  notes?: string[];
}

export interface Program {
  /** How the operator runs it: "npm run catalog --". */
  invocation: string;
  summary: string;
  commands: readonly CommandSpec[];
  /** Paragraphs for the program's `--help` (databases, exit codes). */
  notes: string[];
}

const HELP: OptionSpec = { type: "boolean", description: "Show this help." };

export type Parsed = { help: true } | { help: false; command: CommandSpec; positionals: string[]; values: Record<string, string | boolean | undefined> };

/** Reads argv for one of the program's commands; throws UsageError for anything it does not know. */
export function parseCommandLine(program: Program, argv: readonly string[]): Parsed {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    if (name === "help" && rest[0]) return { help: false, command: findCommand(program, rest[0]), positionals: [], values: { help: true } };
    if (!name) throw new UsageError("No command given.");
    return { help: true };
  }
  const command = findCommand(program, name);
  const options = Object.fromEntries(Object.entries({ ...command.options, help: HELP }).map(([key, spec]) => [key, { type: spec.type, ...(key === "help" ? { short: "h" } : {}) }]));
  try {
    const { positionals, values } = parseArgs({ args: [...rest], options, allowPositionals: true, strict: true });
    return { help: false, command, positionals, values };
  } catch (error) {
    // parseArgs explains itself ("Unknown option '--x'"); its error codes all mean bad usage.
    throw new UsageError(`${command.name}: ${(error as Error).message.split("\n")[0]}`, command.name);
  }
}

function findCommand(program: Program, name: string): CommandSpec {
  const command = program.commands.find((candidate) => candidate.name === name);
  if (!command) throw new UsageError(`Unknown command "${name}".`);
  return command;
}

export function usageLine(program: Program, command: CommandSpec): string {
  const flags = Object.entries(command.options).map(([key, spec]) => (spec.type === "string" ? `[--${key} ${spec.arg ?? "<value>"}]` : `[--${key}]`));
  return `${program.invocation} ${[command.name, command.args, ...flags].filter(Boolean).join(" ")}`;
}

export function programHelp(program: Program): string {
  const width = Math.max(...program.commands.map((command) => command.name.length));
  return [
    `${program.summary}`,
    "",
    `Usage: ${program.invocation} <command> [options]`,
    `       ${program.invocation} <command> --help`,
    "",
    "Commands:",
    ...program.commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    "",
    ...program.notes.flatMap((note) => [note, ""]),
  ].join("\n");
}

export function commandHelp(program: Program, command: CommandSpec): string {
  const options = Object.entries({ ...command.options, help: HELP }).map(([key, spec]) => [`--${key}${spec.type === "string" ? ` ${spec.arg ?? "<value>"}` : ""}`, spec.description] as const);
  const width = Math.max(...options.map(([flag]) => flag.length));
  return [
    command.summary,
    "",
    `Usage: ${usageLine(program, command)}`,
    "",
    "Options:",
    ...options.map(([flag, description]) => `  ${flag.padEnd(width)}  ${description}`),
    "",
    ...(command.notes ?? []).flatMap((note) => [note, ""]),
  ].join("\n");
}

/**
 * Runs a program's main function with the conventions above. `--help` is handled here, so the
 * main function only sees a command to run.
 */
export async function runProgram(program: Program, argv: readonly string[], main: (parsed: Extract<Parsed, { help: false }>) => Promise<void>): Promise<void> {
  try {
    const parsed = parseCommandLine(program, argv);
    if (parsed.help) process.stdout.write(programHelp(program));
    else if (parsed.values.help) process.stdout.write(commandHelp(program, parsed.command));
    else await main(parsed);
  } catch (error) {
    process.exitCode = exitWith(program, error);
  }
}

function exitWith(program: Program, error: unknown): number {
  if (error instanceof UsageError) {
    console.error(`${error.message} See: ${program.invocation} ${error.command ? `${error.command} ` : ""}--help`);
    return 2;
  }
  if (error instanceof CommandError) {
    console.error(error.message);
    return 1;
  }
  // Something unexpected (the database unreachable, a disk full): one line for the operator,
  // the stack for whoever debugs it.
  console.error(process.env.DEBUG ? error : `Failed: ${error instanceof Error ? error.message : String(error)} (set DEBUG=1 for details)`);
  return 1;
}

/**
 * A program that is one command with no arguments (`npm run db:migrate`, `npm run prerender`):
 * `--help` (exit 0), anything else on the command line a usage error (exit 2), and failures as
 * in runProgram.
 */
export async function runSingleCommand(invocation: string, help: string, argv: readonly string[], main: () => Promise<void>): Promise<void> {
  const program: Program = { invocation, summary: help, commands: [], notes: [] };
  try {
    let wantsHelp = false;
    try {
      wantsHelp = Boolean(parseArgs({ args: [...argv], options: { help: { type: "boolean", short: "h" } }, allowPositionals: false, strict: true }).values.help);
    } catch (error) {
      throw new UsageError((error as Error).message.split("\n")[0]!);
    }
    if (wantsHelp) process.stdout.write(`${help}\n`);
    else await main();
  } catch (error) {
    process.exitCode = exitWith(program, error);
  }
}
