/**
 * Storage that never throws: browsers with storage disabled (private modes, strict cookie
 * settings) raise on access, and a missing token must not take the whole page down.
 */
function safe(getStore: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return getStore().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        getStore().setItem(key, value);
      } catch {
        // Quota or privacy mode: the value simply is not remembered.
      }
    },
    remove(key: string): void {
      try {
        getStore().removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);
