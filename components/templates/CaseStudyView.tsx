import { ContactButton } from "@/components/ui/Button";
import { DotList } from "@/components/ui/DotList";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { IndexNumber, NumberedCard } from "@/components/ui/NumberedCard";
import { ContactSection } from "@/components/sections/ContactSection";
import { Hero } from "@/components/sections/Hero";
import { Section } from "@/components/sections/Section";
import { StatTiles } from "@/components/sections/StatTiles";
import type { PageRecordOf } from "@/content/registry";
import type { CaseStudy } from "@/content/schema";
import { ui } from "@/content/ui";
import { hasMockup, mockupPicture } from "@/lib/art/work-art";
import { ProductShot } from "@/components/ui/ProductShot";

const overviewFields = ["industry", "timeline", "teamSize", "platform"] as const;

function TitledList({ heading, items, marker }: { heading: string; items: CaseStudy["challenges"]; marker: string }) {
  return (
    <div>
      <h3 className="text-title font-semibold">{heading}</h3>
      <ol className="mt-6 space-y-6">
        {items.map((item, index) => (
          <li key={item.title} className="grid grid-cols-[2.5rem_1fr] gap-3 border-t border-line pt-6">
            <IndexNumber index={index} colour={marker} />
            <div>
              <p className="font-semibold">{item.title}</p>
              <p className="mt-2 text-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Achievements({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div className="rounded-card border border-line bg-surface-raised p-7 md:p-9">
      <h3 className="text-title font-semibold">{heading}</h3>
      <DotList items={items} className="mt-5 space-y-4" itemClassName="text-muted" />
    </div>
  );
}

export function CaseStudyView({ page }: { page: PageRecordOf<"case-study"> }) {
  const study = page.content;
  const shot = hasMockup(study.slug) && (
    <ProductShot
      picture={mockupPicture(study.slug)}
      priority
      className="mx-auto max-w-2xl lg:max-w-none xl:w-[calc(100%+4rem)]"
    />
  );
  return (
    <>
      <Hero
        page={page}
        eyebrow={ui.caseStudy.eyebrow}
        title={study.title}
        tagline={study.heroTagline}
        visual={shot || undefined}
      >
        <ContactButton>{ui.actions.startProject}</ContactButton>
      </Hero>

      <section aria-labelledby="overview-heading" className="border-b border-line bg-surface-raised">
        <div className="container-page py-12 md:py-16">
          <Eyebrow as="h2" id="overview-heading">
            {ui.caseStudy.overview}
          </Eyebrow>
          <p className="mt-4 max-w-3xl text-lead text-pretty">{study.subtitle}</p>
          <dl className="mt-10 grid grid-cols-2 gap-8 md:grid-cols-4" data-testid="overview">
            {overviewFields.map((key) => (
              <div key={key} className="border-l-2 border-accent-strong pl-4">
                <dt className="text-small text-muted">{ui.caseStudy.overviewFields[key]}</dt>
                <dd className="mt-1 text-title font-semibold">{study.overview[key]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section eyebrow={ui.caseStudy.briefEyebrow} heading={ui.caseStudy.briefHeading} lead={study.challenge}>
        <div className="grid gap-14 lg:grid-cols-2">
          <TitledList heading={ui.caseStudy.challenge} items={study.challenges} marker="text-danger" />
          <TitledList heading={ui.caseStudy.solution} items={study.solutions} marker="text-accent-ink" />
        </div>
      </Section>

      <Section tone="dark" eyebrow={ui.caseStudy.resultsEyebrow} heading={study.headings.results}>
        <StatTiles stats={study.results} />
      </Section>

      {study.keyFeatures && (
        <Section eyebrow={ui.caseStudy.keyFeaturesEyebrow} heading={study.headings.keyFeatures}>
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="key-features">
            {study.keyFeatures.map((feature, index) => (
              <NumberedCard key={feature.title} index={index} title={feature.title}>
                <p className="mt-3 text-muted">{feature.description}</p>
              </NumberedCard>
            ))}
          </ul>
        </Section>
      )}

      <Section tone="sunken" eyebrow={ui.caseStudy.outcomesEyebrow} heading={ui.caseStudy.outcomesHeading}>
        <div className="grid gap-5 lg:grid-cols-2">
          <Achievements heading={ui.caseStudy.business} items={study.businessAchievements} />
          <Achievements heading={ui.caseStudy.technical} items={study.technicalAchievements} />
        </div>
      </Section>

      <Section eyebrow={ui.caseStudy.stackEyebrow} heading={ui.caseStudy.stackHeading}>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4" data-testid="stack">
          {study.stack.map((column) => (
            <div key={column.heading} className="border-t-2 border-ink-900 pt-5">
              <h3 className="text-title font-semibold">{column.heading}</h3>
              <ul className="mt-4 space-y-2 text-muted">
                {column.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <ContactSection heading={study.headings.contact} />
    </>
  );
}
