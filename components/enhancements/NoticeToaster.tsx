"use client";

import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "sonner";

/** Sonner's live region: notices are announced politely to screen readers. */
function NoticeToaster({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
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

/**
 * Mounts the toaster in a React root of its own at the end of `<body>` (it needs nothing from the
 * page's tree, and the page's layout then hydrates without it). Resolves a frame after it mounts, so
 * the live region is in the accessibility tree before a first message lands in it.
 */
export function mountToaster(): Promise<void> {
  const host = document.createElement("div");
  document.body.append(host);
  return new Promise((resolve) => {
    const mounted = () => {
      requestAnimationFrame(() => resolve());
    };
    createRoot(host).render(<NoticeToaster onMounted={mounted} />);
  });
}
