import { GLOBAL_KEYS } from "@/server/shared.mjs";

/** A value this process keeps on globalThis under one of `GLOBAL_KEYS` (server/shared.mjs says why). */
export type ProcessGlobal<T> = {
  get(): T | undefined;
  set(value: T | undefined): void;
  /** The value, made by `create` and kept if there is none yet. */
  getOrCreate(create: () => T): T;
};

export function processGlobal<T>(key: keyof typeof GLOBAL_KEYS): ProcessGlobal<T> {
  const symbol = GLOBAL_KEYS[key];
  const get = () => Reflect.get(globalThis, symbol) as T | undefined;
  const set = (value: T | undefined) => void Reflect.set(globalThis, symbol, value);
  return {
    get,
    set,
    getOrCreate(create) {
      const existing = get();
      if (existing !== undefined) return existing;
      const created = create();
      set(created);
      return created;
    },
  };
}
