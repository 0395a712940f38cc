import type { ReactNode } from "react";
import { site } from "@/content/site";

/** A mailto link to the agency's address; shows the address unless given other words. */
export function EmailLink({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <a href={`mailto:${site.email}`} className={className}>
      {children ?? site.email}
    </a>
  );
}
