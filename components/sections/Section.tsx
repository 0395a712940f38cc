import type { ReactNode } from "react";

type Props = {
  id?: string;
  eyebrow?: string;
  heading?: string;
  lead?: ReactNode;
  tone?: "light" | "sunken" | "dark";
  children?: ReactNode;
  labelledBy?: string;
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
    <section id={id} aria-labelledby={heading ? headingId : undefined} className={`py-section ${tones[tone]}`}>
      <div className="container-page">
        {(eyebrow || heading) && (
          <div className="mb-12 max-w-3xl md:mb-16">
            {eyebrow && (
              <p
                className={`mb-4 text-eyebrow font-semibold uppercase ${tone === "dark" ? "text-accent" : "text-accent-ink"}`}
              >
                {eyebrow}
              </p>
            )}
            {heading && (
              <h2 id={headingId} className="text-heading font-semibold text-balance">
                {heading}
              </h2>
            )}
            {lead && (
              <div className={`mt-5 text-lead text-pretty ${tone === "dark" ? "text-muted-on-dark" : "text-muted"}`}>
                {lead}
              </div>
            )}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
