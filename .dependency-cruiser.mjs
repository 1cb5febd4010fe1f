// The server's import graph (decision 042), checked by `npm run lint`: no circle between files,
// none between modules (a module is a folder of apps/server/src/modules), and no import that runs
// up the layers. Bottom up:
//
//   base     config.ts, lib/, db/         import only each other
//   modules  modules/<name>/              import base and other modules (their public files:
//                                          import-boundaries.js), never the layers above
//   plugins  plugins/                     import base, modules and each other
//   app      app.ts, app-types.ts, modules/index.ts, seed/, bootstrap.ts, control/,
//            server-processes.ts          assemble the rest
//   server   server.ts                    the entry; nothing imports it
//
// Tests and their helpers (*.test.ts, *.fixtures.ts, src/test/) are left out of the graph: a test
// may import anything. Which files of a module others
// may import is import-boundaries.js's rule (ESLint); this file checks the graph's shape.
// `scripts/import-graph.test.ts` plants each kind of violation and proves it fails.
const src = '^apps/server/src/';
const base = `${src}(config\\.ts$|lib/|db/)`;
const inModule = `${src}modules/[^/]+/`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-file-circle',
      comment: 'Two files that import each other, however indirectly: move what both need down.',
      severity: 'error',
      from: { path: src },
      to: { circular: true },
    },
    {
      name: 'no-module-circle',
      comment:
        'Two modules that import each other, however indirectly: one of them owns the thing; the other calls it.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${src}modules/[^/]+/?$` },
      to: { path: `${src}modules/[^/]+/?$`, circular: true },
    },
    {
      name: 'base-imports-base',
      comment:
        'config.ts, lib/ and db/ are under everything: they never import a module, a plugin or the app.',
      severity: 'error',
      from: { path: base },
      to: { path: src, pathNot: base },
    },
    {
      name: 'modules-import-down',
      comment:
        'A module imports base and other modules only; what a route needs of the HTTP layer lives in lib/.',
      severity: 'error',
      from: { path: inModule },
      to: { path: src, pathNot: [base, inModule] },
    },
    {
      name: 'plugins-import-down',
      comment: 'A plugin imports base, modules and other plugins; the app assembles plugins.',
      severity: 'error',
      from: { path: `${src}plugins/` },
      to: { path: src, pathNot: [base, inModule, `${src}plugins/`] },
    },
    {
      name: 'nothing-imports-server',
      comment: 'server.ts is the entry: it starts the app, nothing starts it.',
      severity: 'error',
      from: { path: src },
      to: { path: `${src}server\\.ts$` },
    },
  ],
  options: {
    includeOnly: src,
    exclude: { path: ['\\.(test|fixtures)\\.ts$', `${src}test/`] },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are edges too: a circle of types is still a circle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
