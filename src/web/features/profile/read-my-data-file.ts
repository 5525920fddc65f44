import { isTiplistJson, isZip, noTiplistJson, notJson, tooLarge } from './my-data-rules';

/** The tiplist.json of a download's ZIP, unpacked here; fflate is loaded only when a ZIP is chosen. */
async function jsonInZip(bytes: Uint8Array): Promise<Uint8Array> {
  const { unzipSync } = await import('fflate');
  const found = { size: 0 };
  const files = unzipSync(bytes, {
    // Sizes are read from the ZIP's directory first: one past the limit is not unpacked at all.
    filter: (file) => {
      if (!isTiplistJson(file.name)) return false;
      found.size = file.originalSize;
      return tooLarge(file.originalSize) === null;
    },
  });
  const problem = tooLarge(found.size);
  if (problem) throw problem;
  const json = Object.values(files)[0];
  if (!json) throw noTiplistJson();
  return json;
}

/**
 * The chosen file as the import sends it: a tiplist.json, or the ZIP that holds one. Only what can be
 * told here is told here (size, JSON at all); whether it is a Tiplist export the server says.
 */
export async function readMyDataFile(file: Blob): Promise<unknown> {
  const problem = tooLarge(file.size);
  // A ZIP compresses its tiplist.json: its own size says nothing, the unpacked file's does.
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (!isZip(head) && problem) throw problem;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const json = isZip(head) ? await jsonInZip(bytes) : bytes;
  try {
    return JSON.parse(new TextDecoder().decode(json)) as unknown;
  } catch {
    throw notJson();
  }
}
