import type { ReactNode } from "react";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { cn } from "@/lib/shared/cn";

type Props = {
  eyebrow?: string;
  heading?: string;
  headingId?: string;
  lead?: ReactNode;
  tone?: "light" | "dark";
  className?: string;
};

/** Eyebrow, h2 and lead: the heading block that opens a section. */
export function SectionHeading({ eyebrow, heading, headingId, lead, tone = "light", className }: Props) {
  return (
    <div className={className}>
      {eyebrow && (
        <Eyebrow tone={tone} className="mb-4">
          {eyebrow}
        </Eyebrow>
      )}
      {heading && (
        <h2 id={headingId} className="text-heading font-semibold text-balance">
          {heading}
        </h2>
      )}
      {lead && (
        <div className={cn("mt-5 text-lead text-pretty", tone === "dark" ? "text-muted-on-dark" : "text-muted")}>
          {lead}
        </div>
      )}
    </div>
  );
}
