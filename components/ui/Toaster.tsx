"use client";

import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { reportToasterMounted } from "./notify";

/** Sonner's live region: toasts are announced politely to screen readers. */
export default function Toaster() {
  useEffect(reportToasterMounted, []);
  return (
    <Sonner
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
