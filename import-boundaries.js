// Which folder may import which (decisions 028 and 042). ESLint runs these in `npm run lint`, so
// the layering holds by itself; `import-boundaries.test.ts` proves that a forbidden import fails.
// The shape of the server's whole graph (no circles, no import up the layers) is dependency-
// cruiser's check (.dependency-cruiser.mjs).
//
// Web (apps/web/src): app → features → components, lib. Nothing imports upward, and a
// feature never imports another feature: what two features share lives in components/ or
// lib/ (or in core), and the app composes features (slots, page components).
//
// Server (apps/server/src): a module is its folder in modules/. From outside it, only its
// public files (SURFACES below) may be imported; its other services, repository, serializers
// and helpers are its own. Its routes and workers are mounted by the app (app.ts,
// modules/index.ts) and imported nowhere else. Tests may reach in.
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
 * What code outside a module may import from it: a few services that are its surface. A module
 * that wants to share a type or a rule publishes it from one of these (re-exports included);
 * a module absent here is reached only through its routes or workers.
 */
const SURFACES = {
  artworks: ['artworks.service.ts'],
  auth: ['auth.service.ts'],
  backups: ['backups.service.ts'],
  blog: ['blog-posts.service.ts'],
  collections: ['collections.service.ts'],
  mail: [
    'mailer.service.ts',
    'templates.service.ts',
    'failed-emails.service.ts',
    'outbox.service.ts',
    'transport.service.ts',
  ],
  newsletter: ['newsletter.service.ts'],
  offers: ['offers.service.ts'],
  orders: ['orders.service.ts', 'stock.service.ts', 'reservation.service.ts'],
  payments: ['stripe.service.ts'],
  preview: ['preview.service.ts'],
  settings: ['settings.service.ts', 'shop-settings.service.ts'],
  uploads: [
    'uploads.service.ts',
    'storage.service.ts',
    'storage-drivers.service.ts',
    'image-jobs.service.ts',
    'uploads-from-storage.routes.ts', // served by the page plugin (seo/web.routes.ts)
  ],
  waitlist: ['waitlist-admin.service.ts'], // its counts, on the dashboard
};
// Globs (the rule wants glob exceptions for glob zones): modules/orders/@(a.ts|b.ts).
const PUBLIC_FILES = Object.entries(SURFACES).map(([module, files]) =>
  path.join(server, 'modules', module, `@(${files.join('|')})`),
);
/** What the app mounts: every module's routes and background workers. */
const ENTRY_FILES = path.join(server, 'modules/*/*.@(routes|worker).ts');

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
  message: 'Another module is used through its public files only (SURFACES, import-boundaries.js).',
}));

const outsideModules = {
  target: [path.join(server, '!(modules)/**'), path.join(server, '!(app).ts')],
  from: path.join(server, 'modules/**'),
  except: PUBLIC_FILES,
  message: 'A module is used through its public files only (SURFACES, import-boundaries.js).',
};

const assembly = {
  target: [path.join(server, 'app.ts'), path.join(server, 'modules/index.ts')],
  from: path.join(server, 'modules/**'),
  except: [...PUBLIC_FILES, ENTRY_FILES, path.join(server, 'modules/index.@(ts)')],
  message: "The app mounts a module's routes and workers and uses its public files only.",
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
        { basePath: root, zones: [...webZones, ...serverZones, outsideModules, assembly] },
      ],
    },
  },
  {
    // Tests play the outside world: they may build state through a module's repository.
    files: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
];
