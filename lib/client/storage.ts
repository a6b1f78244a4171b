/**
 * All browser storage goes through here. It never throws: during the server render there is no
 * storage, and a browser may block it; either way a warning is logged once and values live in
 * memory for the rest of the visit (spec §7, §8).
 *
 * A slot persists in localStorage by default; 'sessionStorage' keeps a value for the tab only, and
 * 'none' keeps nothing (every read is null), as Docusaurus's `persistence` option does.
 */
export type StoragePersistence = 'localStorage' | 'sessionStorage' | 'none';

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
}

export interface StorageSlotOptions {
  persistence?: StoragePersistence;
}

type BrowserPersistence = Exclude<StoragePersistence, 'none'>;

// One memory copy per kind of storage, so a session value never answers for a local one.
const memory: Record<BrowserPersistence, Map<string, string>> = { localStorage: new Map(), sessionStorage: new Map() };
let warned = false;
// The probe's write fires a storage event in every other tab of the site, so it runs once per kind
// and page: probing on every read let two tabs that re-read on that event wake each other forever.
const probed = new Map<BrowserPersistence, Storage | null>();

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; preferences will last only for this visit.', error);
}

/** The browser's storage of that kind, or null (server render, or blocked: warned about once). */
function browserStorage(persistence: BrowserPersistence): Storage | null {
  if (typeof window === 'undefined') return null;
  if (!probed.has(persistence)) probed.set(persistence, usableStorage(persistence));
  return probed.get(persistence) ?? null;
}

function usableStorage(persistence: BrowserPersistence): Storage | null {
  try {
    const storage = window[persistence];
    // Some browsers hand out a storage object whose every write throws (Safari's old private mode).
    const key = '__storage_probe__';
    storage.setItem(key, key);
    storage.removeItem(key);
    return storage;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

const NO_STORAGE: StorageSlot = {
  get: () => null,
  set: () => {},
  del: () => {},
};

export function createStorageSlot(key: string, options: StorageSlotOptions = {}): StorageSlot {
  const persistence = options.persistence ?? 'localStorage';
  if (persistence === 'none') return NO_STORAGE;
  const fallback = memory[persistence];
  return {
    get() {
      const storage = browserStorage(persistence);
      if (!storage) return fallback.get(key) ?? null;
      try {
        return storage.getItem(key);
      } catch {
        return fallback.get(key) ?? null;
      }
    },
    set(value) {
      fallback.set(key, value);
      try {
        browserStorage(persistence)?.setItem(key, value);
      } catch {
        // Quota or a policy change mid-visit: the memory copy is enough.
      }
    },
    del() {
      fallback.delete(key);
      try {
        browserStorage(persistence)?.removeItem(key);
      } catch {
        // Same as above.
      }
    },
  };
}

/** Reads a value and removes it: a note left by one page for the next. */
export function takeStored(slot: StorageSlot): string | null {
  const value = slot.get();
  if (value !== null) slot.del();
  return value;
}

/** For tests: forget the in-memory fallback and the warning. */
export function resetStorageFallback(): void {
  memory.localStorage.clear();
  memory.sessionStorage.clear();
  probed.clear();
  warned = false;
}
