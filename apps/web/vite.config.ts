import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server (apps/server) serves /api and /uploads on port 3000; in development Vite
// proxies both so the browser sees one origin, exactly as in production.
const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

/** The admin is its own app (decision 012): admin.html answers every /admin path. */
const ADMIN_PATH = /^\/admin(\/|\?|$)/i;

function adminEntry(): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url && ADMIN_PATH.test(req.url)) req.url = '/admin.html';
    next();
  };
  return {
    name: 'atelier:admin-entry',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * React Router's package points every import at its development build, production or not
 * (react-router issue 14102): the same code with development checks and warnings, 3-6% of a
 * server-rendered gallery page's CPU time (decision 030). Production builds, the browser's and
 * the server renderer's, take the production build it ships beside it.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];
const sourceAlias = { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * The public site's server renderer (decision 016), `--mode ssr`: dist-ssr/entry-server.js, run
 * by the API server in Node. Packages load from node_modules at run time, except the workspace's
 * core, which ships TypeScript, and React Router (its production build, above): both bundled.
 */
const ssrConfig = defineConfig({
  plugins: [react()],
  resolve: { alias: [sourceAlias, ...productionReactRouter] },
  // React Router bundled too: Node would load its development build from node_modules.
  ssr: { noExternal: ['@atelier/core', 'react-router'] },
  build: {
    ssr: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
    outDir: 'dist-ssr',
    emptyOutDir: true,
    // public/ (boot.js) is the browser's, served from dist.
    copyPublicDir: false,
    sourcemap: true,
    // Plain names: the server imports dist-ssr/entry-server.js.
    rollupOptions: { output: { entryFileNames: '[name].js' } },
  },
});

/**
 * Two builds into one dist: the public site (index.html) and, with `--mode admin`, the admin
 * (admin.html). Separate builds tree-shake separately, so the visitor's bundle keeps only the
 * parts of React Router it uses, not the admin's data router. A third, `--mode ssr`, is the
 * public site's server renderer (above).
 */
export default defineConfig(({ command, mode }) =>
  mode === 'ssr'
    ? ssrConfig
    : {
        plugins: [react(), tailwindcss(), adminEntry()],
        resolve: {
          // The development server keeps React Router's development build and its warnings.
          alias: command === 'build' ? [sourceAlias, ...productionReactRouter] : [sourceAlias],
        },
        server: {
          port: 5173,
          proxy: {
            '/api': { target: API_TARGET, changeOrigin: true },
            '/uploads': { target: API_TARGET, changeOrigin: true },
          },
        },
        preview: {
          proxy: {
            '/api': { target: API_TARGET, changeOrigin: true },
            '/uploads': { target: API_TARGET, changeOrigin: true },
          },
        },
        build: {
          outDir: 'dist',
          // The public build runs first and starts from an empty folder; the admin's adds to it.
          emptyOutDir: mode !== 'admin',
          rollupOptions: {
            output: {
              // Everything a page loads before its first render in one file, the entry's own.
              // Left to itself, Rolldown gives the modules that the lazily loaded pages share
              // with the entry (React, the ui kit) chunks of their own, which every page then
              // loads beside the entry: more requests, and each file compressed apart (about
              // 2 KiB more gzip in all; README, bench:bundle). Grouped, they form one chunk that
              // only the entry loads statically, and Rolldown merges it into the entry. CSS stays
              // out: the fonts' stylesheet is an entry of its own.
              codeSplitting: {
                groups: [{ name: 'app', tags: ['$initial'], test: (id) => !id.endsWith('.css') }],
              },
            },
            input:
              mode === 'admin'
                ? fileURLToPath(new URL('./admin.html', import.meta.url))
                : {
                    index: fileURLToPath(new URL('./index.html', import.meta.url)),
                    // The web fonts as a stylesheet of their own: a server-rendered page loads
                    // it after its first paint (public/boot.js, decision 036).
                    fonts: fileURLToPath(new URL('./src/styles/fonts.css', import.meta.url)),
                  },
          },
          // Hashed names let the server cache /assets/* forever (immutable).
          assetsDir: 'assets',
          // Maps for error reports without advertising them to every visitor.
          sourcemap: 'hidden',
          // dist/.vite/manifest.json: the server preloads the chunks of the public page it answers.
          manifest: mode !== 'admin',
        },
      },
);
