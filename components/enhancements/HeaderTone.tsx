"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Gives the fixed header the tone of the band beneath it: `data-tone="dark"` while an `.on-dark`
 * band crosses the header's middle line, "light" otherwise. One IntersectionObserver whose root
 * margin shrinks the viewport to that line; no scroll handlers. Server HTML says "dark", which is
 * right at the top of every page (each opens on a dark band) and without JavaScript.
 */
export function HeaderTone({ headerId }: { headerId: string }) {
  const pathname = usePathname();

  useEffect(() => {
    const header = document.getElementById(headerId);
    if (!header) return;
    const under = new Set<Element>();
    let observer: IntersectionObserver | undefined;

    const watch = () => {
      observer?.disconnect();
      under.clear();
      const line = Math.round(header.offsetHeight / 2);
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) under.add(entry.target);
            else under.delete(entry.target);
          }
          header.dataset.tone = under.size > 0 ? "dark" : "light";
        },
        { rootMargin: `-${line}px 0px ${line + 1 - window.innerHeight}px 0px` },
      );
      for (const band of document.querySelectorAll(".on-dark"))
        if (!header.contains(band) && !band.closest("[role=dialog]")) observer.observe(band);
    };

    watch();
    window.addEventListener("resize", watch);
    return () => {
      window.removeEventListener("resize", watch);
      observer?.disconnect();
    };
  }, [headerId, pathname]);

  return null;
}
