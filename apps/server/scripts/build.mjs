// Bundles the server (with the workspace's @atelier/core, which ships TypeScript) into
// dist/server.js, and its image encoder's process into dist/image-encoder.js; npm
// dependencies stay external and are loaded from node_modules.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@atelier/'),
);

rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(root, 'src/server.ts'),
    // The image encoder's child process (decision 035), started by the server from beside it.
    'image-encoder': path.join(root, 'src/modules/uploads/image-encoder.process.ts'),
  },
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), {
  recursive: true,
});
console.info('server built: apps/server/dist/server.js');
