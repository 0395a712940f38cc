"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { onMountRequest } from "./notify";

const Toaster = lazy(() => import("./Toaster"));

/** Mounts the toaster once the page is idle, or at once when a notice is on its way. */
export function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const stop = onMountRequest(mount);
    const idle = window.requestIdleCallback?.(mount, { timeout: 4000 }) ?? window.setTimeout(mount, 2000);
    return () => {
      stop();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
