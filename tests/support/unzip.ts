/** Every entry of a ZIP held in memory, by name (yauzl), for tests that download archives. */
import yauzl from "yauzl";

export async function unzipAll(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on("error", reject);
    archive.on("end", () => resolve());
    archive.on("entry", (entry: yauzl.Entry) => {
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", reject);
        stream.on("end", () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          archive.readEntry();
        });
      });
    });
    archive.readEntry();
  });
  return entries;
}
