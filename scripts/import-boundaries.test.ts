import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of import-boundaries.js (decisions 028 and 042), checked as `npm run lint` checks
// them: each case lints one line as if it were written in the file named.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, line: string) {
  const [result] = await eslint.lintText(`${line}\nexport const used = x;\n`, {
    filePath: path.join(root, file),
  });
  return result!.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('import boundaries', { timeout: 60_000 }, () => {
  it.each([
    [
      'a shared component importing a feature',
      'apps/web/src/components/ui/fixture.tsx',
      "import { x } from '@/features/cart/stores/cart-store';",
    ],
    [
      'lib importing the app',
      'apps/web/src/lib/fixture.ts',
      "import { x } from '@/app/public-app';",
    ],
    [
      'a feature importing the app',
      'apps/web/src/features/blog/components/fixture.tsx',
      "import { x } from '@/app/public-app';",
    ],
    [
      'a feature importing another feature',
      'apps/web/src/features/checkout/components/fixture.tsx',
      "import { x } from '@/features/cart/stores/cart-store';",
    ],
    [
      'a feature importing another feature by a relative path',
      'apps/web/src/features/checkout/components/fixture.tsx',
      "import { x } from '../../cart/stores/cart-store';",
    ],
    [
      "a module importing another module's repository",
      'apps/server/src/modules/checkout/fixture.ts',
      "import { x } from '../orders/orders.repository';",
    ],
    [
      "code outside the modules importing a module's internals",
      'apps/server/src/lib/fixture.ts',
      "import { x } from '../modules/settings/settings.repository';",
    ],
    [
      "a module importing a service outside another module's surface",
      'apps/server/src/modules/payments/fixture.ts',
      "import { x } from '../orders/order-lifecycle.service';",
    ],
    [
      "a plugin importing a module's service outside its surface",
      'apps/server/src/plugins/fixture.ts',
      "import { x } from '../modules/uploads/image-pipeline.service';",
    ],
    [
      "a module importing another module's routes",
      'apps/server/src/modules/dashboard/fixture.ts',
      "import { x } from '../orders/orders-admin.routes';",
    ],
    [
      "a plugin importing a module's worker",
      'apps/server/src/plugins/fixture.ts',
      "import { x } from '../modules/orders/sweep.worker';",
    ],
  ])('refuses %s', async (_case, file, line) => {
    expect(await boundaryErrors(file, line)).toHaveLength(1);
  });

  it.each([
    [
      'a feature importing its own files, components and lib',
      'apps/web/src/features/checkout/components/fixture.tsx',
      "import { x } from '../lib/hold-limit';\nimport { Field } from '@/components/form';\nimport { cn } from '@/lib/cn';",
    ],
    [
      'the app importing a feature',
      'apps/web/src/app/pages/fixture.tsx',
      "import { x } from '@/features/cart/stores/cart-store';",
    ],
    [
      "a module importing another module's service",
      'apps/server/src/modules/checkout/fixture.ts',
      "import { x } from '../orders/orders.service';",
    ],
    [
      "a module importing the mail module's mailer",
      'apps/server/src/modules/orders/fixture.ts',
      "import { x } from '../mail/mailer.service';",
    ],
    [
      'a plugin importing a public service',
      'apps/server/src/plugins/fixture.ts',
      "import { x } from '../modules/uploads/storage.service';",
    ],
    [
      "the app mounting a module's routes and starting its worker",
      'apps/server/src/app.ts',
      "import x from './modules/seo/web.routes';\nimport { y } from './modules/orders/sweep.worker';\nexport const z = y;",
    ],
    [
      'a server test reaching into a module',
      'apps/server/src/modules/checkout/fixture.test.ts',
      "import { x } from '../orders/orders.repository';",
    ],
  ])('allows %s', async (_case, file, line) => {
    expect(await boundaryErrors(file, line)).toEqual([]);
  });
});
