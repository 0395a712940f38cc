"use client";

import { Toaster } from "sonner";

/** Sonner's live region: toasts are announced politely to screen readers. */
export function Toasts() {
  return (
    <Toaster
      position="bottom-right"
      closeButton
      duration={6000}
      toastOptions={{
        classNames: {
          toast: "!rounded-2xl !border !font-sans !text-small !shadow-xl",
          success: "!bg-ink-900 !text-white !border-ink-700",
          error: "!bg-surface-raised !text-danger !border-danger/40",
        },
      }}
    />
  );
}
