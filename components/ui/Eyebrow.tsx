import type { ReactNode } from "react";
import { cn } from "@/lib/shared/cn";

type Props = {
  children: ReactNode;
  tone?: "light" | "dark" | "muted";
  as?: "p" | "h2";
  id?: string;
  className?: string;
};

const tones = { light: "text-accent-ink", dark: "text-accent", muted: "text-muted-on-dark" };

/** The small uppercase label above a heading. */
export function Eyebrow({ children, tone = "light", as: Tag = "p", id, className }: Props) {
  return (
    <Tag id={id} className={cn("text-eyebrow font-semibold uppercase", tones[tone], className)}>
      {children}
    </Tag>
  );
}
