// Uploads beside everything else: three files of 5 MB sent at once (a profile picture, a trip import's
// preview of a Google Takeout GeoJSON, a guidebook import's preview of a GPX), and meanwhile the delay of
// the instance's event loop, which every other request on it waits through, and its memory. On SQLite:
// the work measured is the server's own. Called by bench.mjs; standalone: node scripts/bench-uploads.mjs
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { signUpForBench } from './bench-account.mjs';
import { buildIfNeeded, root } from './build-if-needed.mjs';
import { rssMb, startInstance } from './bench-realtime-server.mjs';

/** What the product promises while uploads run; bench.mjs reports a figure past it. */
export const UPLOAD_TARGETS = { loopDelayP99Ms: 300 };

/** Each file stays under the 5 MB limit with room for the multipart envelope. */
const FILE_BYTES = 5 * 1024 * 1024 - 32 * 1024;
/** A long note: a file may hold only as many places as a list (1,000), so each place carries ~5 KB. */
const note = 'Custard tarts, still warm, go early before the queue; the coffee is good too. '.repeat(64);

/** A PNG of noise, stored uncompressed: as incompressible as a phone photo, just under 5 MB. */
function picture() {
  const side = 1270;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * Entries of a file format, as many as fit in FILE_BYTES and a file may hold, between its opening and its closing.
 * @param {number} places @param {string} open @param {string} close @param {(i: number) => string} entry
 * @param {string} [separator]
 */
function fileOf(places, open, close, entry, separator = '') {
  let text = open;
  for (let i = 0; i < places; i += 1) {
    const next = `${i ? separator : ''}${entry(i)}`;
    if (text.length + next.length + close.length > FILE_BYTES) break;
    text += next;
  }
  return Buffer.from(text + close);
}

const takeoutGeoJson = (/** @type {number} */ places) =>
  fileOf(
    places,
    '{"type":"FeatureCollection","features":[',
    ']}',
    (i) =>
      JSON.stringify({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-9.14 + i / 1e5, 38.71] },
        properties: { location: { name: `Place ${i}` }, Comment: note },
      }),
    ',',
  );

const waypointsGpx = (/** @type {number} */ places) =>
  fileOf(
    places,
    '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="bench">\n',
    '</gpx>\n',
    (i) =>
      `<wpt lat="41.1${i}" lon="-8.6${i}"><name>Place ${i}</name><cmt>${note}</cmt><type>Eat</type></wpt>\n`,
  );

/** @param {string} base */
async function signedIn(base) {
  const { cookie, post } = await signUpForBench(base, {
    first_name: 'Up',
    last_name: 'Loader',
    email: 'uploads@example.com',
    password: 'upload-password',
  });
  const { trip } = await post('/api/trips', { destination: 'Lisbon' });
  const { guidebook } = await post('/api/guidebooks', { title: 'Porto', destination: 'Porto' });
  return { cookie, tripId: trip.id, guidebookId: guidebook.id };
}

/**
 * @param {string} base @param {string} cookie @param {string} method @param {string} url @param {string} field
 * @param {Buffer} bytes @param {string} name
 */
function upload(base, cookie, method, url, field, bytes, name) {
  const form = new FormData();
  form.append(field, new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (bytes)]), name);
  return fetch(`${base}${url}`, { method, headers: { origin: base, cookie }, body: form }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
  );
}

/**
 * The three uploads at once on an instance of their own, and what the instance went through meanwhile.
 * @param {Record<string, string>} [env]
 */
export async function measureUploads(env = {}) {
  // Places a file may hold, as the built server counts them.
  const { LIMITS } = await import(pathToFileURL(path.join(root, 'dist/node/shared/limits.js')).href);
  const places = LIMITS.importPlacesMax;
  const [image, geojson, gpx] = [await picture(), takeoutGeoJson(places), waypointsGpx(places)];
  const server = await startInstance(env);
  try {
    const { cookie, tripId, guidebookId } = await signedIn(server.base);
    let rssPeak = rssMb(server.pid);
    const watch = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(server.pid))), 20);
    await server.resetLoopDelay();
    const started = performance.now();
    const statuses = await Promise.all([
      upload(server.base, cookie, 'PUT', '/api/profile/image', 'image', image, 'photo.png'),
      upload(
        server.base,
        cookie,
        'POST',
        `/api/trips/${tripId}/imports/preview`,
        'file',
        geojson,
        'Saved.json',
      ),
      upload(
        server.base,
        cookie,
        'POST',
        `/api/guidebooks/${guidebookId}/imports/preview`,
        'file',
        gpx,
        'Porto.gpx',
      ),
    ]);
    const seconds = (performance.now() - started) / 1000;
    const delay = await server.readLoopDelay();
    clearInterval(watch);
    const mb = (/** @type {number} */ bytes) => Math.round((bytes / 1024 / 1024) * 100) / 100;
    return {
      endpoint: `3 uploads at once: picture ${mb(image.length)} MB, GeoJSON ${mb(geojson.length)} MB, GPX ${mb(gpx.length)} MB`,
      'loop delay p99 ms': delay.p99Ms,
      'loop delay max ms': delay.maxMs,
      'RSS peak MB': Math.round(rssPeak),
      seconds: Math.round(seconds * 100) / 100,
      statuses: statuses.join(' '),
      target: `p99 ≤ ${UPLOAD_TARGETS.loopDelayP99Ms} ms`,
      met:
        delay.p99Ms <= UPLOAD_TARGETS.loopDelayP99Ms && statuses.every((status) => status === 200)
          ? 'yes'
          : 'NO',
    };
  } finally {
    await server.stop();
  }
}

/**
 * The row past its target, as a sentence; empty when it met it.
 * @param {Awaited<ReturnType<typeof measureUploads>>} row
 */
export const uploadMisses = (row) =>
  row.met === 'yes'
    ? []
    : [`${row.endpoint}: loop delay p99 ${row['loop delay p99 ms']} ms, answers ${row.statuses}`];

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  buildIfNeeded();
  const row = await measureUploads();
  console.table([row]);
  if (uploadMisses(row).length > 0) process.exitCode = 1;
}
