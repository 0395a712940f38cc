import type { ReactNode } from "react";
import { cn } from "@/lib/shared/cn";
import { SectionHeading } from "./SectionHeading";

type Props = {
  id?: string;
  eyebrow?: string;
  heading?: string;
  lead?: ReactNode;
  tone?: "light" | "sunken" | "dark";
  children?: ReactNode;
};

const tones = {
  light: "bg-surface",
  sunken: "bg-surface-sunken",
  dark: "on-dark bg-ink-900 text-white",
};

/** A page band with consistent vertical rhythm and an optional heading block. */
export function Section({ id, eyebrow, heading, lead, tone = "light", children }: Props) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={heading ? headingId : undefined} className={cn("py-section", tones[tone])}>
      <div className="container-page">
        {(eyebrow || heading) && (
          <SectionHeading
            className="mb-12 max-w-3xl md:mb-16"
            eyebrow={eyebrow}
            heading={heading}
            headingId={headingId}
            lead={lead}
            tone={tone === "dark" ? "dark" : "light"}
          />
        )}
        {children}
      </div>
    </section>
  );
}
