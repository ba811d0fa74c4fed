import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { seedCatalogue } from "../demo/catalogue";
import { syntheticProducts } from "../demo/catalogue/synthetic";

/** Streams a synthetic catalogue to a JSON import file, so a million products never sit in one string. */
export async function writeSyntheticCatalogue(file: string, count: number, seed: number): Promise<void> {
  const out = createWriteStream(file);
  const write = async (chunk: string) => {
    if (!out.write(chunk)) await once(out, "drain");
  };
  await write(`{"collections":${JSON.stringify(seedCatalogue().collections)},"products":[\n`);
  let first = true;
  for (const product of syntheticProducts(count, seed)) {
    await write(`${first ? "" : ",\n"}${JSON.stringify(product)}`);
    first = false;
  }
  await write("\n]}\n");
  out.end();
  await once(out, "finish");
}
