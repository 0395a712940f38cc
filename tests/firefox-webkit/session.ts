/**
 * What the engine-neutral suite needs from a browser. Scripts are function bodies run in the page with
 * `arguments` (as in WebDriver's Execute Script), after the in-page helpers of `page-helpers.ts`.
 */
export interface EngineSession {
  /**
   * Loads a URL with the problem probes already listening, then (unless `hydrate` is false) reaches
   * for the page with a key press and waits until React has hydrated it.
   */
  open(url: string, options?: { hydrate?: boolean }): Promise<void>;
  /** Runs a script in the page and returns its (JSON-serialisable) result. */
  run<T>(script: string, ...args: unknown[]): Promise<T>;
  /** Clicks, as a user would, the element a script returns. */
  click(find: string, ...args: unknown[]): Promise<void>;
  /** Types into the element a script returns, key by key. */
  type(find: string, text: string, ...args: unknown[]): Promise<void>;
  /** Script errors, console errors and policy violations since the page was opened. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export type EngineLauncher = () => Promise<EngineSession>;
