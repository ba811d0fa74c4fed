/**
 * The confirmation before `reset` or `import --replace` names the database the operator is about
 * to rewrite: host, port and database for PostgreSQL (never the password), the folder for PGlite.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeDatabase } from "../../scripts/cli/confirm";

describe("the database a confirmation names", () => {
  it("names a PostgreSQL database by name, host and port, without credentials", () => {
    const named = describeDatabase({ DATABASE_URL: "postgres://shop:s3cret@db.internal:6432/catalogue?sslmode=require", PGLITE_DIR: "./data/pglite" });
    expect(named).toBe("PostgreSQL database catalogue on db.internal:6432");
    expect(describeDatabase({ DATABASE_URL: "postgresql://postgres@127.0.0.1/postgres", PGLITE_DIR: "x" })).toBe("PostgreSQL database postgres on 127.0.0.1:5432");
  });
  it("names an embedded database by its absolute folder", () => {
    expect(describeDatabase({ PGLITE_DIR: "./data/pglite" })).toBe(`PGlite database in ${path.resolve("data/pglite")}`);
  });
});
