// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../vite.config';

type Alias = { find: string | RegExp; replacement: string };

const aliasesOf = async (command: 'build' | 'serve', mode: string) => {
  const resolved = await (typeof config === 'function'
    ? config({ command, mode, isSsrBuild: mode === 'ssr', isPreview: false })
    : config);
  return (resolved.resolve?.alias ?? []) as Alias[];
};
const target = (aliases: Alias[], specifier: string) =>
  aliases.find((a) => (typeof a.find === 'string' ? a.find === specifier : a.find.test(specifier)))
    ?.replacement;

describe("React Router's build in the app's builds", () => {
  it.each(['production', 'admin', 'ssr'])(
    'the %s build takes the production build of react-router and react-router/dom',
    async (mode) => {
      const aliases = await aliasesOf('build', mode);
      for (const specifier of ['react-router', 'react-router/dom']) {
        const file = target(aliases, specifier);
        expect(file, specifier).toMatch(/react-router\/dist\/production\/[\w-]+\.mjs$/);
        expect(existsSync(file!), file).toBe(true);
      }
    },
  );

  it('the server renderer bundles it, so Node never loads the development build itself', async () => {
    const ssr = await (typeof config === 'function'
      ? config({ command: 'build', mode: 'ssr', isSsrBuild: true, isPreview: false })
      : config);
    expect(ssr.ssr?.noExternal).toContain('react-router');
  });

  it('the development server keeps the development build, with its warnings', async () => {
    const aliases = await aliasesOf('serve', 'development');
    expect(target(aliases, 'react-router')).toBeUndefined();
  });
});
