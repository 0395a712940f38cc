"use client";

import type { ReactNode } from "react";
import { CONTACT_SECTION_ID, scrollToContact } from "@/lib/client/scroll-to-contact";

type Props = { children: ReactNode; className?: string; href?: string };

/**
 * An in-page link to the contact section. It scrolls smoothly (instantly under reduced motion)
 * and moves focus to the form's first field; without JavaScript it is a plain anchor.
 */
export function ContactLink({ children, className, href = `#${CONTACT_SECTION_ID}` }: Props) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (scrollToContact()) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
