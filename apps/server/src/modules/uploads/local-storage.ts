import type { Storage } from './storage';

// Placeholder: the local disk driver is being written.
export function createLocalStorage(_dataDir: string): Storage {
  return {
    put: async () => '',
    removePrefix: async () => {},
    urlFor: (key) => `/uploads/${key}`,
  };
}
