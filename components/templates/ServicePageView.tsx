import { ContactButton } from "@/components/ui/Button";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { ContactSection } from "@/components/sections/ContactSection";
import { Hero } from "@/components/sections/Hero";
import { Section } from "@/components/sections/Section";
import { ServiceCards } from "@/components/sections/ServiceCards";
import type { PageRecordOf } from "@/content/registry";
import { ui } from "@/content/ui";

export function ServicePageView({ page }: { page: PageRecordOf<"service"> }) {
  const { content } = page;
  const [lead, ...rest] = content.intro;
  return (
    <>
      <Hero page={page} eyebrow={page.group} title={content.heroTitle} tagline={content.tagline}>
        <ContactButton>{ui.actions.needHelp}</ContactButton>
      </Hero>
      <section aria-labelledby="overview-heading" className="py-section">
        <div className="container-page grid gap-10 lg:grid-cols-12">
          <Eyebrow as="h2" id="overview-heading" className="lg:col-span-3">
            {ui.service.overview(page.label)}
          </Eyebrow>
          <div className="lg:col-span-9">
            <p className="text-[clamp(1.375rem,1.1rem+1vw,2rem)] font-medium leading-snug tracking-[-0.02em] text-pretty">
              {lead}
            </p>
            <div className="mt-10 grid gap-8 text-muted md:grid-cols-2">
              {rest.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </div>
        </div>
      </section>
      <Section tone="sunken" eyebrow={ui.service.cardsEyebrow} heading={content.cardsHeading}>
        <ServiceCards cards={content.cards} />
      </Section>
      <ContactSection />
    </>
  );
}
