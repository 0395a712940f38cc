import Link from "next/link";
import { Hero } from "@/components/sections/Hero";
import { Section } from "@/components/sections/Section";
import { StatTiles } from "@/components/sections/StatTiles";
import { LinkButton } from "@/components/ui/Button";
import { ArrowRightIcon } from "@/components/ui/icons";
import { NumberedCard } from "@/components/ui/NumberedCard";
import { EmailLink } from "@/components/ui/EmailLink";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { pageAt, pages } from "@/content/registry";
import { site } from "@/content/site";
import { ui } from "@/content/ui";
import { StructuredData } from "@/components/seo/StructuredData";
import { pageMetadata } from "@/lib/seo/metadata";

const page = pageAt("/about", "about");
const about = page.content;

export const metadata = pageMetadata(page);

export default function AboutPage() {
  return (
    <>
      <StructuredData page={page} />
      <Hero page={page} eyebrow={about.hero.eyebrow} title={about.hero.title} tagline={about.hero.tagline} />

      <section aria-labelledby="who-heading" className="py-section">
        <div className="container-page grid gap-10 lg:grid-cols-12">
          <h2 id="who-heading" className="text-heading font-semibold lg:col-span-4">
            {about.whoWeAre.heading}
          </h2>
          <div className="space-y-6 text-lead text-muted lg:col-span-8">
            {about.whoWeAre.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
        </div>
      </section>

      <Section id="figures" tone="dark" eyebrow={about.figures.eyebrow} heading={about.figures.heading}>
        <StatTiles stats={about.stats} />
      </Section>

      <section aria-label={about.visionAndMission.label} className="py-section">
        <div className="container-page grid gap-5 md:grid-cols-2">
          {[
            [about.visionAndMission.visionEyebrow, about.vision] as const,
            [about.visionAndMission.missionEyebrow, about.mission] as const,
          ].map(([eyebrow, block]) => (
            <div key={block.title} className="rounded-card border border-line bg-surface-raised p-8 md:p-12">
              <Eyebrow>{eyebrow}</Eyebrow>
              <h2 className="mt-4 text-heading font-semibold">{block.title}</h2>
              <p className="mt-5 text-lead text-muted">{block.body}</p>
            </div>
          ))}
        </div>
      </section>

      <Section id="values" tone="sunken" eyebrow={about.valuesHeading.eyebrow} heading={about.valuesHeading.heading}>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {about.values.map((value, index) => (
            <NumberedCard key={value.title} index={index} title={value.title}>
              <p className="mt-3 text-small text-muted">{value.body}</p>
            </NumberedCard>
          ))}
        </ul>
      </Section>

      <Section
        id="services"
        eyebrow={about.services.eyebrow}
        heading={about.services.heading}
        lead={about.services.lead}
      >
        <ul className="grid border-t border-line md:grid-cols-2" data-testid="about-services">
          {about.services.links.map((link) => (
            <li key={link.href} className="border-b border-line md:odd:border-r md:odd:pr-8 md:even:pl-8">
              <Link href={link.href} className="group flex items-start justify-between gap-6 py-6">
                <span>
                  <span className="block text-title font-semibold group-hover:underline group-hover:decoration-accent-strong group-hover:decoration-2 group-hover:underline-offset-4">
                    {pages.get(link.href)?.label}
                  </span>
                  <span className="mt-1 block text-small text-muted">{link.blurb}</span>
                </span>
                <ArrowRightIcon className="mt-1 size-5 shrink-0 transition-transform group-hover:translate-x-1" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" tone="dark" eyebrow={about.processHeading.eyebrow} heading={about.processHeading.heading}>
        <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-4" data-testid="process">
          {about.process.map((step) => (
            <li key={step.number} className="rounded-card border border-line-dark p-7">
              <span className="text-stat font-semibold text-accent">{step.number}</span>
              <h3 className="mt-6 text-title font-semibold">{step.title}</h3>
              <p className="mt-3 text-small text-muted-on-dark">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <section aria-labelledby="cta-heading" className="py-section">
        <div className="container-page">
          <div className="rounded-card bg-accent p-8 text-ink-900 md:p-14">
            <h2 id="cta-heading" className="max-w-3xl text-heading font-semibold">
              {about.cta.heading}
            </h2>
            <p className="mt-4 max-w-2xl text-lead">{about.cta.body}</p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <LinkButton href="/contact" variant="ink">
                {about.cta.button}
              </LinkButton>
              <EmailLink className="font-semibold underline decoration-2 underline-offset-4">
                {ui.actions.orEmail} {site.email}
              </EmailLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
