/**
 * Merges message modules written in the old pattern into `locales/<locale>.json`, then deletes them.
 *
 *   npx tsx scripts/i18n/absorb-messages.ts [--dry-run] [--keep] [file or folder …]
 *
 * The old pattern (before decision 0059): `core/i18n/messages/<feature>/<locale>.ts` exporting one
 * object of messages (`export const deFoo = { "foo.title": "…", "foo.count": { one: …, other: … } }`).
 * Without arguments every `.ts` file under `core/i18n/messages/` is absorbed. For each module:
 * - its locale is the file name (`de.ts` → `locales/de.json`; `en-US.ts` → `locales/en-US.json`),
 *   unless an export's name says otherwise as the old catalogues read it: `enNAGuide` in
 *   `en-US.ts` (North American words) goes to en-US and en-CA, `enUSGuide` to en-US only;
 * - its exported objects are evaluated (so spreads and shared constants work) and their keys merged:
 *   a new key is appended after the file's last key, in the module's order; a key the file already
 *   has keeps its place and takes the module's wording (reported when it differs); a full language
 *   is then put in English's key order;
 * - the module is deleted, then empty folders. `--keep` keeps them, `--dry-run` writes nothing.
 * Running it again finds nothing, or (with `--keep`) changes nothing: it is idempotent.
 * Afterwards it rewrites imports of `en` and `MessageKey` from `i18n/messages/en` to `i18n/locale-files`,
 * lists any other code that still imports `i18n/messages/`, and lists the keys a full language now
 * lacks (the typecheck fails on them until they are translated). Old top-level catalogues
 * (`messages/en.ts`, `messages/de.ts`, …) restored by a merge should be deleted, not absorbed: they
 * import modules that no longer exist.
 */
import { readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { formatLocaleJson, isMessage, type LocaleMessages } from "./locale-json";

export const LOCALES = ["en", "en-GB", "en-US", "en-CA", "de", "fr", "fr-CA", "it", "es", "nl", "ja", "zh-CN", "ru"] as const;
/** Languages that must have every English key (core/i18n/locale-files.ts). */
const FULL = ["de", "fr", "it", "es", "nl", "ja", "zh-CN", "ru"] as const;
const MODULES_DIR = "core/i18n/messages";
const SOURCE_DIRS = ["app", "server", "core", "tests", "scripts", "bench", "demo"];

export interface AbsorbOptions {
  root: string;
  /** Modules or folders to absorb, relative to root; default every module under core/i18n/messages. */
  paths?: readonly string[];
  dryRun?: boolean;
  keep?: boolean;
  log?: (line: string) => void;
}

export interface AbsorbResult {
  absorbed: string[];
  /** `locale: key` for keys that were new to their locale file. */
  added: string[];
  /** `locale: key` for keys whose wording the module changed. */
  changed: string[];
  failed: string[];
  missingInFullLanguages: string[];
}

function tsFilesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  let stats;
  try {
    stats = statSync(full);
  } catch {
    return [];
  }
  if (stats.isFile()) return relative.endsWith(".ts") && !relative.endsWith(".d.ts") ? [relative] : [];
  return readdirSync(full)
    .sort()
    .flatMap((name) => tsFilesUnder(root, path.join(relative, name)));
}

/**
 * The locales an export is for, by its name's prefix (`enUSGuide` → en-US, `deFoo` → de), as the old
 * top-level catalogues spread them; `enNA…` (North American words) went into en-US and en-CA alike.
 * A name without a known prefix is for the file's locale.
 */
const EXPORT_PREFIXES: ReadonlyArray<[string, readonly string[]]> = [
  ["enNA", ["en-US", "en-CA"]],
  ["enUS", ["en-US"]],
  ["enCA", ["en-CA"]],
  ["enGB", ["en-GB"]],
  ["frCA", ["fr-CA"]],
  ["zhCN", ["zh-CN"]],
  ...["en", "de", "fr", "it", "es", "nl", "ja", "ru"].map((locale): [string, readonly string[]] => [locale, [locale]]),
];

function localesOfExport(name: string, fileLocale: string): readonly string[] {
  const match = EXPORT_PREFIXES.find(([prefix]) => name.startsWith(prefix) && (name.length === prefix.length || /[A-Z_]/.test(name[prefix.length]!)));
  return match ? match[1] : [fileLocale];
}

/** Every plain object a module exports, merged in export order per locale it is for. */
function messagesOf(module: Record<string, unknown>, file: string, fileLocale: string): Map<string, Record<string, LocaleMessages[string]>> {
  const byLocale = new Map<string, Record<string, LocaleMessages[string]>>();
  for (const [name, value] of Object.entries(module)) {
    if (!value || typeof value !== "object" || Array.isArray(value)) continue;
    for (const locale of localesOfExport(name, fileLocale)) {
      const merged = byLocale.get(locale) ?? {};
      byLocale.set(locale, merged);
      for (const [key, message] of Object.entries(value)) {
        if (!isMessage(message)) throw new Error(`${file}: ${name}["${key}"] is neither a string nor a plural object with "other"`);
        merged[key] = message;
      }
    }
  }
  return byLocale;
}

function readLocale(root: string, locale: string): Record<string, LocaleMessages[string]> {
  return JSON.parse(readFileSync(path.join(root, "locales", `${locale}.json`), "utf8")) as Record<string, LocaleMessages[string]>;
}

function removeEmptyFolders(root: string, relative: string): void {
  const full = path.join(root, relative);
  try {
    if (!statSync(full).isDirectory()) return;
  } catch {
    return;
  }
  for (const name of readdirSync(full)) removeEmptyFolders(root, path.join(relative, name));
  if (readdirSync(full).length === 0) rmdirSync(full);
}

/** An import statement's module name: static at a line's start, or dynamic. */
const IMPORT = /(^import\s[^;]*?from\s*"|\bimport\(")([^"]+)"/gm;
const OLD_MODULE = /(?:^|\/)(?:core\/)?i18n\/messages\/|^\.\/messages\//;

/** Imports of `en` and `MessageKey` move to locale-files.ts, which exports both; any other import of the old modules is listed. */
function fixImports(root: string, dryRun: boolean, log: (line: string) => void): void {
  for (const file of SOURCE_DIRS.flatMap((dir) => tsFilesUnder(root, dir))) {
    if (file.startsWith(MODULES_DIR)) continue;
    const text = readFileSync(path.join(root, file), "utf8");
    if (!text.includes("messages/")) continue;
    const inCoreI18n = file.startsWith(path.join("core", "i18n") + path.sep);
    const fixed = text.replace(IMPORT, (whole, start: string, name: string) => {
      if (/i18n\/messages\/en$/.test(name)) return `${start}${name.replace(/messages\/en$/, "locale-files")}"`;
      if (inCoreI18n && name === "./messages/en") return `${start}./locale-files"`;
      return whole;
    });
    if (fixed !== text) {
      log(`imports of en and MessageKey now from locale-files.ts: ${file}`);
      if (!dryRun) writeFileSync(path.join(root, file), fixed);
    }
    for (const [, , name] of fixed.matchAll(IMPORT)) if (OLD_MODULE.test(name!)) log(`still imports ${name} (edit by hand): ${file}`);
  }
}

export async function absorbMessages(options: AbsorbOptions): Promise<AbsorbResult> {
  const { root, dryRun = false, keep = false, log = console.log } = options;
  const files = (options.paths ?? [MODULES_DIR]).flatMap((relative) => tsFilesUnder(root, relative));
  const result: AbsorbResult = { absorbed: [], added: [], changed: [], failed: [], missingInFullLanguages: [] };
  const locales = new Map<string, Record<string, LocaleMessages[string]>>();
  const dirty = new Set<string>();

  // Evaluate every module before deleting any: one may spread another's export.
  const loaded: Array<{ file: string; byLocale: Map<string, Record<string, LocaleMessages[string]>> }> = [];
  for (const file of files) {
    const locale = path.basename(file, ".ts");
    if (!(LOCALES as readonly string[]).includes(locale)) {
      result.failed.push(file);
      log(`skipped ${file}: ${locale} is not a locale of the site (${LOCALES.join(", ")})`);
      continue;
    }
    try {
      const module = (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>;
      loaded.push({ file, byLocale: messagesOf(module, file, locale) });
    } catch (error) {
      result.failed.push(file);
      log(`skipped ${file}: ${(error as Error).message.split("\n")[0]}`);
    }
  }

  for (const { file, byLocale } of loaded) {
    for (const [locale, messages] of byLocale) {
      let target = locales.get(locale);
      if (!target) {
        target = readLocale(root, locale);
        locales.set(locale, target);
      }
      for (const [key, message] of Object.entries(messages)) {
        if (!Object.hasOwn(target, key)) {
          result.added.push(`${locale}: ${key}`);
          dirty.add(locale);
        } else if (JSON.stringify(target[key]) !== JSON.stringify(message)) {
          result.changed.push(`${locale}: ${key}`);
          log(`${locale}: "${key}" reworded by ${file}`);
          dirty.add(locale);
        }
        target[key] = message;
      }
    }
    result.absorbed.push(file);
  }

  // A full language keeps English's order, so line N of de.json stays the German of line N of en.json.
  const english = locales.get("en") ?? readLocale(root, "en");
  for (const locale of FULL) {
    if (!dirty.has(locale) && !dirty.has("en")) continue;
    const messages = locales.get(locale) ?? readLocale(root, locale);
    const ordered = Object.fromEntries([...Object.keys(english).filter((key) => Object.hasOwn(messages, key)), ...Object.keys(messages).filter((key) => !Object.hasOwn(english, key))].map((key) => [key, messages[key]!]));
    if (JSON.stringify(Object.keys(ordered)) !== JSON.stringify(Object.keys(messages))) dirty.add(locale);
    locales.set(locale, ordered);
  }
  for (const locale of dirty) if (!dryRun) writeFileSync(path.join(root, "locales", `${locale}.json`), formatLocaleJson(locales.get(locale)!));
  if (!dryRun && !keep) {
    for (const file of result.absorbed) rmSync(path.join(root, file));
    removeEmptyFolders(root, MODULES_DIR);
  }
  fixImports(root, dryRun, log);

  for (const locale of FULL) {
    const messages = locales.get(locale) ?? readLocale(root, locale);
    for (const key of Object.keys(english)) if (!Object.hasOwn(messages, key)) result.missingInFullLanguages.push(`${locale}: ${key}`);
  }
  log(`${dryRun ? "would absorb" : "absorbed"} ${result.absorbed.length} module(s): ${result.added.length} key(s) added, ${result.changed.length} reworded, ${result.failed.length} skipped`);
  if (result.missingInFullLanguages.length) log(`missing in full languages (the typecheck fails until translated):\n  ${result.missingInFullLanguages.join("\n  ")}`);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const result = await absorbMessages({
    root: process.cwd(),
    dryRun: args.includes("--dry-run"),
    keep: args.includes("--keep"),
    paths: args.filter((arg) => !arg.startsWith("--")).length ? args.filter((arg) => !arg.startsWith("--")) : undefined,
  });
  process.exitCode = result.failed.length ? 1 : 0;
}
