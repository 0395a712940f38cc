"use client";

import { useEffect } from "react";
import { CONTACT_SECTION_ID, scrollToContact } from "@/lib/client/scroll-to-contact";

const contactLinks = `a[href="#${CONTACT_SECTION_ID}"]`;

/**
 * Links to the page's contact section scroll smoothly (instantly under reduced motion) and move focus
 * to the form's first field. One listener on the document for every such link, so the links themselves
 * stay server-rendered anchors (no client component, no chunk per route) and work as plain anchors
 * before hydration and without JavaScript.
 */
export function ContactLinkScroll() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!(event.target instanceof Element) || !event.target.closest(contactLinks)) return;
      if (scrollToContact()) event.preventDefault();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}
