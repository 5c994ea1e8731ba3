/**
 * In-memory state for the MSW mocks, so create/update/delete work in Storybook, dev and component
 * tests. Every store registers itself; `resetMockStores()` puts all fixtures back.
 */
const resetters: Array<() => void> = [];

export function registerMockReset(reset: () => void): void {
  resetters.push(reset);
}

export function resetMockStores(): void {
  for (const reset of resetters) reset();
}

export interface MockStore<T extends { id: string }> {
  all(): T[];
  find(id: string): T | undefined;
  insert(item: T): T;
  update(id: string, patch: Partial<T>): T | undefined;
  remove(id: string): boolean;
  replaceAll(items: T[]): void;
}

export function createMockStore<T extends { id: string }>(fixtures: () => readonly T[]): MockStore<T> {
  // Copies, so a mock that edits an item never edits the exported fixture.
  const load = () => structuredClone([...fixtures()]);
  let items: T[] = load();
  registerMockReset(() => {
    items = load();
  });
  return {
    all: () => items,
    find: (id) => items.find((item) => item.id === id),
    insert(item) {
      items = [item, ...items];
      return item;
    },
    update(id, patch) {
      const index = items.findIndex((item) => item.id === id);
      const current = items[index];
      if (!current) return undefined;
      const next = { ...current, ...patch };
      items = items.map((item, i) => (i === index ? next : item));
      return next;
    },
    remove(id) {
      const before = items.length;
      items = items.filter((item) => item.id !== id);
      return items.length < before;
    },
    replaceAll(next) {
      items = [...next];
    },
  };
}

export interface MockValue<T> {
  get(): T;
  set(value: T): T;
}

/** One mutable value (settings, the live-stream status), reset with the stores. */
export function createMockValue<T>(initial: () => T): MockValue<T> {
  let value = structuredClone(initial());
  registerMockReset(() => {
    value = structuredClone(initial());
  });
  return {
    get: () => value,
    set(next) {
      value = next;
      return value;
    },
  };
}

export const nowIso = (): string => new Date().toISOString();
export const newId = (): string => crypto.randomUUID();
