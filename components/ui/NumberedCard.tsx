import type { ReactNode } from "react";

type Tone = "light" | "dark";

/** "01", "02"…: the small index that heads every card on the site. */
export function IndexNumber({ index, tone = "light", colour }: { index: number; tone?: Tone; colour?: string }) {
  const fallback = tone === "dark" ? "text-accent" : "text-accent-ink";
  return (
    <span aria-hidden="true" className={`text-small font-semibold tabular-nums ${colour ?? fallback}`}>
      {String(index + 1).padStart(2, "0")}
    </span>
  );
}

type CardProps = { index: number; title: string; children?: ReactNode; tone?: Tone; className?: string };

/** A list-item card: index number, title and whatever body it is given. */
export function NumberedCard({ index, title, children, tone = "light", className = "" }: CardProps) {
  const surface = tone === "dark" ? "border-line-dark bg-ink-800/70" : "border-line bg-surface-raised";
  return (
    <li className={`rounded-card border p-7 ${surface} ${className}`}>
      <IndexNumber index={index} tone={tone} />
      <h3 className="mt-5 text-title font-semibold">{title}</h3>
      {children}
    </li>
  );
}
