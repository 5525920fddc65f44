/**
 * `feature-cycles`: features import each other one way only. For each folder of features (the rule's
 * `roots` option, e.g. `src/web/features`), an import from feature <a> into feature <b> is reported when
 * <b> already leads back to <a> through the imports on disk: directly (the two import each other) or
 * through other features. `no-cycle` sees only loops of modules; this rule sees loops of features,
 * which tie them into one unit just the same even when no single module loop exists.
 *
 * The graph of a root is read from disk once per linted file that imports another feature (each file's
 * imports are cached by modification time in import-graph.js), so an edit elsewhere is seen at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { importsOnDisk, isRelative, REPO_ROOT, repoPath, specifierVisitors } from './import-graph.js';

/** `{ root, feature }` when `file` (repository path) lies in a feature folder of one of the roots. */
function featureOf(file, roots) {
  for (const root of roots) {
    if (!file.startsWith(`${root}/`)) continue;
    const [feature, ...rest] = file.slice(root.length + 1).split('/');
    if (feature && rest.length > 0) return { root, feature };
  }
  return null;
}

function sourceFilesIn(folder) {
  const entries = fs.readdirSync(folder, { withFileTypes: true });
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFilesIn(full);
    return /\.(?:[cm]?[jt]s|[jt]sx)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * For each feature of `root`, the features it imports, each with one importing file as the example:
 * Map<feature, Map<other feature, repository path of a file that imports it>>.
 */
function featureGraph(root) {
  const graph = new Map();
  const rootFolder = path.join(REPO_ROOT, root);
  for (const entry of fs.readdirSync(rootFolder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const edges = new Map();
    for (const file of sourceFilesIn(path.join(rootFolder, entry.name))) {
      for (const target of importsOnDisk(file)) {
        const to = featureOf(repoPath(target), [root]);
        if (to && to.feature !== entry.name && !edges.has(to.feature)) edges.set(to.feature, repoPath(file));
      }
    }
    graph.set(entry.name, edges);
  }
  return graph;
}

/** A shortest path of features from `start` back to `goal`, as `[{ feature, via }]`, or null. */
function pathBack(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const [next, via] of graph.get(current) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, { from: current, via });
      if (next === goal) {
        const steps = [];
        for (let step = next; step !== start; step = previous.get(step).from) {
          steps.unshift({ feature: step, via: previous.get(step).via });
        }
        return steps;
      }
      queue.push(next);
    }
  }
  return null;
}

export const featureCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other one way only, directly or through other features.' },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Feature "{{from}}" imports feature "{{to}}", which leads back to it: {{chain}}. Features import each ' +
        'other one way only: move what both need into the lower one (or src/shared, src/web/lib, ' +
        'src/web/components), or pass it in as a prop or callback.',
    },
  },
  create(context) {
    const roots = context.options[0]?.roots ?? [];
    const from = featureOf(repoPath(context.physicalFilename), roots);
    if (!from) return {};
    let graph = null;
    const reported = new Set();
    return specifierVisitors((specifier, node) => {
      if (!isRelative(specifier)) return;
      const target = repoPath(path.resolve(path.dirname(context.physicalFilename), specifier));
      const to = featureOf(target, [from.root]);
      if (!to || to.feature === from.feature || reported.has(to.feature)) return;
      graph ??= featureGraph(from.root);
      const back = pathBack(graph, to.feature, from.feature);
      if (!back) return;
      reported.add(to.feature);
      const chain = [from.feature, to.feature, ...back.map((step) => `${step.feature} (${step.via})`)];
      context.report({
        node,
        messageId: 'cycle',
        data: { from: from.feature, to: to.feature, chain: chain.join(' → ') },
      });
    });
  },
};
