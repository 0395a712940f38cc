import { ContactButton } from "@/components/ui/Button";
import { DotList } from "@/components/ui/DotList";
import { IndexNumber, NumberedCard } from "@/components/ui/NumberedCard";
import { ContactSection } from "@/components/sections/ContactSection";
import { Hero } from "@/components/sections/Hero";
import { Section } from "@/components/sections/Section";
import { StatTiles } from "@/components/sections/StatTiles";
import type { CaseStudy } from "@/content/schema";

const overviewFields = [
  ["industry", "Industry"],
  ["timeline", "Timeline"],
  ["teamSize", "Team size"],
  ["platform", "Platform"],
] as const;

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

export function CaseStudyView({ study }: { study: CaseStudy }) {
  return (
    <>
      <Hero path={`/case-studies/${study.slug}`} eyebrow="Case study" title={study.title} tagline={study.heroTagline}>
        <ContactButton>Start Your Project</ContactButton>
      </Hero>

      <section aria-labelledby="overview-heading" className="border-b border-line bg-surface-raised">
        <div className="container-page py-12 md:py-16">
          <h2 id="overview-heading" className="text-eyebrow font-semibold uppercase text-accent-ink">
            Project overview
          </h2>
          <p className="mt-4 max-w-3xl text-lead text-pretty">{study.subtitle}</p>
          <dl className="mt-10 grid grid-cols-2 gap-8 md:grid-cols-4" data-testid="overview">
            {overviewFields.map(([key, label]) => (
              <div key={key} className="border-l-2 border-accent-strong pl-4">
                <dt className="text-small text-muted">{label}</dt>
                <dd className="mt-1 text-title font-semibold">{study.overview[key]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section eyebrow="The brief" heading="Challenge and solution" lead={study.challenge}>
        <div className="grid gap-14 lg:grid-cols-2">
          <TitledList heading="The challenge" items={study.challenges} marker="text-danger" />
          <TitledList heading="Our solution" items={study.solutions} marker="text-accent-ink" />
        </div>
      </Section>

      <Section tone="dark" eyebrow="Results" heading="What the platform achieved">
        <StatTiles stats={study.results} />
      </Section>

      {study.keyFeatures && (
        <Section eyebrow="Key features" heading="What learners and teachers use every day">
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="key-features">
            {study.keyFeatures.map((feature, index) => (
              <NumberedCard key={feature.title} index={index} title={feature.title}>
                <p className="mt-3 text-muted">{feature.description}</p>
              </NumberedCard>
            ))}
          </ul>
        </Section>
      )}

      <Section tone="sunken" eyebrow="Outcomes" heading="Business and technical achievements">
        <div className="grid gap-5 lg:grid-cols-2">
          <Achievements heading="Business achievements" items={study.businessAchievements} />
          <Achievements heading="Technical achievements" items={study.technicalAchievements} />
        </div>
      </Section>

      <Section eyebrow="Technology stack" heading="What we built it with">
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

      <ContactSection heading="Planning something similar?" />
    </>
  );
}
