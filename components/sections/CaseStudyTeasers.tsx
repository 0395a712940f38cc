import Link from "next/link";
import type { PageRecordOf } from "@/content/registry";
import { ui } from "@/content/ui";
import { heroArtUrl } from "@/lib/art/hero-art";
import { DotList } from "@/components/ui/DotList";
import { ArrowRightIcon } from "@/components/ui/icons";

/** Home-page teasers fed by the same case-study entries as the full pages. */
export function CaseStudyTeasers({ pages }: { pages: PageRecordOf<"case-study">[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {pages.map((page) => {
        const study = page.content;
        return (
          <article
            key={page.path}
            className="group flex flex-col overflow-hidden rounded-card border border-line bg-surface-raised"
          >
            <div className="relative aspect-[16/9] overflow-hidden bg-ink-900">
              {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG art */}
              <img
                src={heroArtUrl(page)}
                alt=""
                loading="lazy"
                className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
              />
              <ul className="absolute bottom-4 left-4 right-4 flex flex-wrap gap-2" aria-label={ui.caseStudy.tags}>
                {study.tags.slice(0, 4).map((tag) => (
                  <li
                    key={tag}
                    className="rounded-pill bg-ink-900/80 px-3 py-1 text-[0.8125rem] font-medium text-white backdrop-blur"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex flex-1 flex-col p-7 md:p-9">
              <h3 className="text-heading font-semibold">{study.title}</h3>
              <p className="mt-2 font-medium text-ink-600">{study.subtitle}</p>
              <p className="mt-5 text-muted">{study.challenge}</p>
              <DotList
                items={study.teaserResults}
                className="mt-6 space-y-2 border-t border-line pt-6"
                itemClassName="font-medium"
              />
              <Link
                href={page.path}
                aria-label={ui.actions.learnMoreAbout(study.title)}
                className="mt-8 inline-flex items-center gap-2 self-start rounded-pill font-semibold underline decoration-accent-strong decoration-2 underline-offset-[6px] hover:decoration-ink-900"
              >
                {ui.actions.learnMore}
                <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />
              </Link>
            </div>
          </article>
        );
      })}
    </div>
  );
}
