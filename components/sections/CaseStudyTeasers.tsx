import Link from "next/link";
import type { PageRecordOf } from "@/content/registry";
import { ui } from "@/content/ui";
import { heroArtUrl } from "@/lib/art/hero-art";
import { hasMockup, mockupPicture } from "@/lib/art/work-art";
import { DotList } from "@/components/ui/DotList";
import { ArrowRightIcon } from "@/components/ui/icons";
import { ProductShot } from "@/components/ui/ProductShot";

/**
 * Home-page teasers fed by the same case-study entries as the full pages: the product shot on the
 * study's own colour field, then the brief and the results. The whole card is one link target.
 */
export function CaseStudyTeasers({ pages }: { pages: PageRecordOf<"case-study">[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {pages.map((page) => {
        const study = page.content;
        return (
          <article
            key={page.path}
            className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface-raised transition-[box-shadow,border-color] duration-300 hover:border-ink-900/20 hover:shadow-[0_24px_60px_-30px_rgba(11,13,26,.45)] has-[a:focus-visible]:border-ink-900/40"
          >
            <div className="relative isolate aspect-[5/4] overflow-hidden bg-ink-900 sm:aspect-[16/9]">
              {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG art */}
              <img
                src={heroArtUrl(page)}
                alt=""
                loading="lazy"
                className="absolute inset-0 -z-10 size-full object-cover opacity-80"
              />
              {hasMockup(study.slug) && (
                <div className="absolute inset-x-5 bottom-0 top-16 transition-transform duration-500 ease-out-soft group-hover:-translate-y-1.5 sm:inset-x-8 sm:top-14">
                  <ProductShot
                    picture={mockupPicture(study.slug)}
                    decorative
                    className="size-full object-contain object-bottom"
                  />
                </div>
              )}
              <ul
                className="absolute left-5 right-5 top-5 flex flex-wrap gap-2 sm:left-6 sm:top-5"
                aria-label={ui.caseStudy.tags}
              >
                {study.tags.slice(0, 4).map((tag) => (
                  <li
                    key={tag}
                    className="rounded-pill border border-white/15 bg-ink-900/70 px-3 py-1 max-sm:nth-[n+4]:hidden text-eyebrow font-medium tracking-normal text-white backdrop-blur"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex flex-1 flex-col p-6 sm:p-7 md:p-9">
              <h3 className="text-heading font-semibold text-balance">{study.title}</h3>
              <p className="mt-2 font-medium text-ink-600">{study.subtitle}</p>
              <p className="mt-5 text-muted">{study.challenge}</p>
              <DotList
                items={study.teaserResults}
                className="mt-6 space-y-2 border-t border-line pt-6"
                itemClassName="font-medium"
              />
              <div className="mt-auto pt-8">
                <Link
                  href={page.path}
                  className="inline-flex items-center gap-2 rounded-pill font-semibold underline decoration-accent-strong decoration-2 underline-offset-[6px] after:absolute after:inset-0 after:rounded-card group-hover:decoration-ink-900"
                >
                  {ui.actions.learnMore}
                  <span className="sr-only">{ui.actions.learnMoreAbout(study.title)}</span>
                  <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />
                </Link>
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}
