import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { MY_DATA_FILE_NAME, MY_DATA_PICTURE_NAME } from '../../../shared/my-data-limits.js';

/**
 * A ZIP of tiplist.json, written as its pieces arrive, and the profile picture. fflate writes the archive
 * as a stream (sizes after each file's data), so the whole file is never held: each piece is compressed
 * and handed on before the next is read, at the pace the client takes it.
 */
export async function* myDataZip(
  jsonPieces: AsyncIterable<string>,
  picture: Uint8Array | null,
  modifiedAt: Date,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* written() {
    if (failure) throw failure;
    yield* ready.splice(0);
  }

  const json = new ZipDeflate(MY_DATA_FILE_NAME, { level: 6 });
  json.mtime = modifiedAt;
  zip.add(json);
  const encoder = new TextEncoder();
  for await (const piece of jsonPieces) {
    json.push(encoder.encode(piece));
    yield* written();
  }
  json.push(new Uint8Array(0), true);
  if (picture) {
    // WebP is compressed already: stored as it is.
    const file = new ZipPassThrough(MY_DATA_PICTURE_NAME);
    file.mtime = modifiedAt;
    zip.add(file);
    file.push(picture, true);
  }
  zip.end();
  yield* written();
}
