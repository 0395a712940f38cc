"use client";

import { useEffect } from "react";

/**
 * Sets `data-hydrated` on `<html>` once React has taken over the page. Pages load their JavaScript
 * after the first paint (scripts/lib/paint-first.ts), so this is the moment the menu and the form's
 * checks start to work, and what the browser tests wait for before they press anything.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
