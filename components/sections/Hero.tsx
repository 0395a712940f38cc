import type { ReactNode } from "react";
import { Eyebrow } from "@/components/ui/Eyebrow";
import type { PageIdentity } from "@/content/registry";
import { HERO_ART_VIEWBOX, heroArtInlineMarkup } from "@/lib/art/hero-art";
import { cn } from "@/lib/shared/cn";

type Props = {
  /** The page whose generated background art the hero shows. */
  page: PageIdentity;
  eyebrow?: string;
  title: string;
  /** Technology and industry heroes use a small uppercase title. */
  titleStyle?: "display" | "eyebrow";
  tagline: string;
  children?: ReactNode;
  /** A picture beside the text from lg up, below it on smaller screens (a case study's product shot). */
  visual?: ReactNode;
};

export function Hero({ page, eyebrow, title, titleStyle = "display", tagline, children, visual }: Props) {
  return (
    <section className="on-dark relative isolate flex min-h-[80vh] items-center overflow-hidden bg-ink-900 pb-16 pt-[calc(var(--spacing-header)+3.5rem)] text-white md:min-h-[86vh]">
      <svg
        viewBox={HERO_ART_VIEWBOX}
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 -z-20 size-full"
        dangerouslySetInnerHTML={{ __html: heroArtInlineMarkup(page) }}
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-ink-900 via-ink-900/85 to-ink-900/30"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-linear-to-t from-ink-900/80 to-transparent"
      />
      <div className="container-page grid items-center gap-y-12 md:grid-cols-12 lg:gap-x-10">
        <div className={cn("md:col-span-10", visual ? "lg:col-span-6" : "lg:col-span-8")}>
          {eyebrow && (
            <Eyebrow tone="dark" className="mb-5">
              {eyebrow}
            </Eyebrow>
          )}
          {titleStyle === "eyebrow" ? (
            <h1 className="mb-6 text-small font-semibold uppercase tracking-[0.18em] text-accent">{title}</h1>
          ) : (
            <h1 className="text-display font-semibold text-balance">{title}</h1>
          )}
          <p
            className={cn(
              "mt-6 max-w-2xl text-pretty text-white/85",
              titleStyle === "eyebrow"
                ? "text-[clamp(1.375rem,1.1rem+1.1vw,2.125rem)] font-medium leading-tight tracking-[-0.02em] text-white"
                : "text-lead",
            )}
          >
            {tagline}
          </p>
          {children && <div className="mt-10 flex flex-wrap items-center gap-4">{children}</div>}
        </div>
        {visual && <div className="md:col-span-12 lg:col-span-6">{visual}</div>}
      </div>
    </section>
  );
}
