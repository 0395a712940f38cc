import type { ReactNode } from "react";
import { cn } from "@/lib/shared/cn";

const glows = {
  lime: "bg-[radial-gradient(circle,rgba(201,242,77,.24),transparent_65%)]",
  violet: "bg-[radial-gradient(circle,rgba(91,91,247,.35),transparent_65%)]",
  none: "",
};

type Props = { children: ReactNode; glow?: keyof typeof glows; tall?: boolean; className?: string };

/** The dark opening band of pages without hero art (contact, articles, legal, 404), lit by one soft glow. */
export function DarkBand({ children, glow = "lime", tall = false, className }: Props) {
  return (
    <section
      className={cn(
        "on-dark relative isolate overflow-hidden bg-ink-900 pt-[calc(var(--spacing-header)+4rem)] text-white",
        tall && "flex min-h-[80vh] items-center pb-20",
        className,
      )}
    >
      {glow !== "none" && (
        <div
          aria-hidden="true"
          className={cn("absolute -right-32 top-1/3 -z-10 size-[40rem] -translate-y-1/2 rounded-full", glows[glow])}
        />
      )}
      <div className="container-page">{children}</div>
    </section>
  );
}
