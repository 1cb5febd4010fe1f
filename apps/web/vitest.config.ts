import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Two cores shared with the server suite and image generation: a first render can pass 5 s.
    testTimeout: 15_000,
    // Files share the modules they import (React, the router, jsdom's window) instead of loading
    // them again each: module state that could leak is reset in src/test/setup.ts (decision 040).
    isolate: false,
  },
});
