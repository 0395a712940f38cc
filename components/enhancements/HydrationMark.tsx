"use client";

import { useEffect } from "react";

/**
 * Sets `data-hydrated` on `<html>` once React has taken over the page. Pages load their JavaScript
 * on the visitor's first intent (scripts/lib/load-on-intent.ts), so this is the moment the menu's focus
 * trap and the form's checks start to work, and what the browser tests wait for before they press anything.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
