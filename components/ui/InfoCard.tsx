import type { ComponentType, ReactNode } from "react";
import { cn } from "@/lib/shared/cn";

type Props = {
  icon: ComponentType<{ className?: string }>;
  label: string;
  tone?: "light" | "dark";
  children: ReactNode;
};

/** One of the contact page's info blocks: an icon, a small heading and its content. */
export function InfoCard({ icon: Icon, label, tone = "light", children }: Props) {
  const dark = tone === "dark";
  return (
    <li className={cn("rounded-card border border-line p-7", dark ? "bg-ink-900 text-white" : "bg-surface-raised")}>
      <Icon className={cn("size-6", dark ? "text-accent" : "text-accent-ink")} />
      <h2
        className={cn(
          "mt-4 text-small font-semibold uppercase tracking-[0.1em]",
          dark ? "text-muted-on-dark" : "text-muted",
        )}
      >
        {label}
      </h2>
      {children}
    </li>
  );
}
