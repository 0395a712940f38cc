"use client";

import { useEffect } from "react";

let logged = "";

/** Logs the missing path to the browser console once, for whoever is debugging a broken link. */
export function LogMissingPath() {
  useEffect(() => {
    const path = window.location.pathname;
    if (logged === path) return;
    logged = path;
    console.error(`404 – page not found: ${path}`);
  }, []);
  return null;
}
