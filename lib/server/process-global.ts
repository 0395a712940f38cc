import { GLOBAL_KEYS } from "@/server/shared.mjs";

/** A value this process keeps on globalThis under one of `GLOBAL_KEYS` (server/shared.mjs says why). */
export type ProcessGlobal<T> = { get(): T | undefined; set(value: T | undefined): void };

export function processGlobal<T>(key: keyof typeof GLOBAL_KEYS): ProcessGlobal<T> {
  const symbol = GLOBAL_KEYS[key];
  return {
    get: () => Reflect.get(globalThis, symbol) as T | undefined,
    set: (value) => void Reflect.set(globalThis, symbol, value),
  };
}
