"use client";

/**
 * Toasts without sonner in the page's first load: the toaster mounts when the browser is idle (so
 * its polite live region exists before any message), and `notify` loads sonner on first use.
 */
type Kind = "success" | "error";

let ready: Promise<void> | undefined;
let markReady: (() => void) | undefined;
const mountRequests = new Set<() => void>();

/** Resolves once the toaster is on the page; asks it to mount if it has not yet. */
export function toasterReady(): Promise<void> {
  ready ??= new Promise((resolve) => {
    markReady = resolve;
  });
  for (const request of mountRequests) request();
  return ready;
}

/** Called by the toaster once mounted. */
export function reportToasterMounted() {
  toasterReady();
  markReady?.();
}

/** Lets the toaster hear a mount request from `notify`. */
export function onMountRequest(listener: () => void): () => void {
  mountRequests.add(listener);
  return () => mountRequests.delete(listener);
}

export async function notify(kind: Kind, message: string, options?: { className?: string }) {
  const [{ toast }] = await Promise.all([import("sonner"), toasterReady()]);
  toast[kind](message, options);
}
