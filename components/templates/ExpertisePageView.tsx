import { ContactButton } from "@/components/ui/Button";
import { ContactSection } from "@/components/sections/ContactSection";
import { ExpertiseCards } from "@/components/sections/ExpertiseCards";
import { Hero } from "@/components/sections/Hero";
import { Section } from "@/components/sections/Section";
import type { PageRecordOf } from "@/content/registry";
import { ui } from "@/content/ui";

type Props = { page: PageRecordOf<"technology"> | PageRecordOf<"industry"> };

/** The shared template of technology and industry pages. */
export function ExpertisePageView({ page }: Props) {
  const { content } = page;
  const family = page.kind === "technology" ? "technologies" : "industries";
  return (
    <>
      <Hero page={page} title={content.heroTitle} titleStyle="eyebrow" tagline={content.tagline}>
        <ContactButton>{ui.actions.needHelp}</ContactButton>
      </Hero>
      <Section id="why" eyebrow={ui.expertise.whyEyebrow[family]} heading={content.whyHeading}>
        <div className="grid gap-x-12 gap-y-6 text-muted md:grid-cols-2" data-testid="why-paragraphs">
          {content.why.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="measure">
              {paragraph}
            </p>
          ))}
        </div>
      </Section>
      <Section
        id="expertise"
        tone="dark"
        eyebrow={ui.expertise.cardsEyebrow}
        heading={ui.expertise.cardsHeading(content.topic)}
      >
        <ExpertiseCards page={content} layout={page.kind} />
      </Section>
      <ContactSection />
    </>
  );
}
