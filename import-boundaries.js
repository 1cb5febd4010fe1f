// Which folder may import which (decision 028). ESLint runs these in `npm run lint`, so the
// layering holds by itself; `import-boundaries.test.ts` proves that a forbidden import fails.
//
// Web (apps/web/src): app → features → components, lib. Nothing imports upward, and a
// feature never imports another feature: what two features share lives in components/ or
// lib/ (or in core), and the app composes features (slots, page components).
//
// Server (apps/server/src): a module is its folder in modules/. From outside it, only its
// public files may be imported: `*.service.ts` (what it does) and `*.routes.ts` (mounted by
// the app). Its repository, serializers and helpers are its own. Tests may reach in, and
// `app.ts`, where the app is assembled, wires the modules' workers and storage.
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';

const root = path.dirname(fileURLToPath(import.meta.url));
const web = path.join(root, 'apps/web/src');
const server = path.join(root, 'apps/server/src');
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const features = folders(path.join(web, 'features'));
const modules = folders(path.join(server, 'modules'));

/**
 * What code outside a module may import from it: its services and its routes. A module that
 * wants to share a type or a rule publishes it from a service.
 */
const PUBLIC_FILES = [
  path.join(server, 'modules/*/*.service.ts'),
  path.join(server, 'modules/*/*.routes.ts'),
];

const webZones = [
  {
    target: path.join(web, 'components'),
    from: [path.join(web, 'features'), path.join(web, 'app')],
    message: 'components/ is shared by every feature: it never imports a feature or the app.',
  },
  {
    target: path.join(web, 'lib'),
    from: [path.join(web, 'features'), path.join(web, 'app')],
    message: 'lib/ is shared by every feature: it never imports a feature or the app.',
  },
  {
    target: path.join(web, 'features'),
    from: path.join(web, 'app'),
    message: 'A feature never imports the app: the app composes features.',
  },
  ...features.map((feature) => ({
    target: path.join(web, 'features', feature),
    from: path.join(web, 'features'),
    except: [`./${feature}`],
    message:
      'Features never import each other: move what both need to components/ or lib/, or let the app compose them.',
  })),
];

const serverZones = modules.map((module) => ({
  target: path.join(server, 'modules', module),
  from: path.join(server, `modules/!(${module})/**`),
  except: PUBLIC_FILES,
  message: 'Another module is used through its public files only (*.service.ts, *.routes.ts).',
}));

const outsideModules = {
  target: path.join(server, '!(modules)/**'),
  from: path.join(server, 'modules/**'),
  except: [...PUBLIC_FILES, path.join(server, 'modules/index.[t]s')],
  message: 'A module is used through its public files only (*.service.ts, *.routes.ts).',
};

export const importBoundaries = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript resolver (path aliases such as @/ and the workspace packages). Its 3.x
      // line is kept: later ones need native bindings that npm ci cannot lock for every platform
      // from this registry.
      'import-x/resolver': {
        typescript: { project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'] },
      },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...webZones, ...serverZones, outsideModules] },
      ],
    },
  },
  {
    // Tests play the outside world: they may build state through a module's repository.
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
];
