import Link from "next/link";
import type { ReactNode } from "react";
import { DarkBand } from "@/components/sections/DarkBand";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { LiveSpan } from "@/components/ui/LiveSpan";
import type { PageRecordOf } from "@/content/registry";
import type { LegalParagraph } from "@/content/schema";
import { ui } from "@/content/ui";

function Paragraphs({ paragraphs }: { paragraphs: LegalParagraph[] }) {
  return (
    <div className="mt-5 space-y-4 text-ink-700">
      {paragraphs.map((p) =>
        typeof p === "string" ? (
          <p key={p.slice(0, 32)}>{p}</p>
        ) : (
          <p key={p.live}>
            <LiveSpan text={p} />
          </p>
        ),
      )}
    </div>
  );
}

/** A legal page: title, intro, in-page table of contents and one h2 per section. */
export function LegalPageView({ page: record, updated }: { page: PageRecordOf<"legal">; updated?: ReactNode }) {
  const page = record.content;
  return (
    <>
      <DarkBand glow="none" className="pb-16 md:pb-20">
        <Eyebrow tone="dark">{ui.legal.eyebrow}</Eyebrow>
        <h1 className="mt-4 text-display font-semibold">{page.title}</h1>
        <p className="mt-6 text-small text-muted-on-dark">{page.version}</p>
        {updated && (
          <p className="mt-1 text-small text-muted-on-dark">
            {ui.legal.lastUpdated} {updated}
          </p>
        )}
      </DarkBand>
      <div className="container-page grid gap-12 py-16 md:py-20 lg:grid-cols-12">
        <nav aria-labelledby="toc-heading" className="lg:col-span-4">
          <div className="lg:sticky lg:top-[calc(var(--spacing-header)+2rem)]">
            <Eyebrow as="h2" id="toc-heading" className="text-muted">
              {ui.legal.onThisPage}
            </Eyebrow>
            <ol className="mt-4 space-y-1 border-l border-line">
              {page.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-small text-muted hover:border-ink-900 hover:text-ink-900"
                  >
                    {index + 1}. {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="lg:col-span-8">
          <p className="measure text-lead text-ink-700">{page.intro}</p>
          {page.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-14 measure"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-title font-semibold md:text-[1.75rem] md:leading-tight md:tracking-[-0.02em]"
              >
                <span className="mr-3 tabular-nums text-accent-ink">{String(index + 1).padStart(2, "0")}</span>
                {section.heading}
              </h2>
              <Paragraphs paragraphs={section.paragraphs} />
              {section.links && (
                <ul className="mt-5 space-y-2">
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        className="font-semibold text-ink-900 underline decoration-accent-strong decoration-2 underline-offset-4"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              {section.list && (
                <ul className="mt-5 list-disc space-y-2 pl-6 text-ink-700 marker:text-accent-ink">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.afterList && <Paragraphs paragraphs={section.afterList} />}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
