/**
 * All browser storage goes through here. It never throws: during the server render there is no
 * storage, and a browser may block it; either way a warning is logged once and values live in
 * memory for the rest of the visit (spec §7, §8).
 */
export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
}

const memory = new Map<string, string>();
let warned = false;

function browserStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    const storage = window.localStorage;
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn('Browser storage is unavailable; preferences will last only for this visit.', error);
    }
    return null;
  }
}

export function createStorageSlot(key: string): StorageSlot {
  return {
    get() {
      const storage = browserStorage();
      if (!storage) return memory.get(key) ?? null;
      try {
        return storage.getItem(key);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(value) {
      memory.set(key, value);
      try {
        browserStorage()?.setItem(key, value);
      } catch {
        // Quota or a policy change mid-visit: the memory copy is enough.
      }
    },
    del() {
      memory.delete(key);
      try {
        browserStorage()?.removeItem(key);
      } catch {
        // Same as above.
      }
    },
  };
}

/** For tests: forget the in-memory fallback and the warning. */
export function resetStorageFallback(): void {
  memory.clear();
  warned = false;
}
