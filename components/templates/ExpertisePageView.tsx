import { ContactButton } from "@/components/ui/Button";
import { ContactSection } from "@/components/sections/ContactSection";
import { ExpertiseCards } from "@/components/sections/ExpertiseCards";
import { Hero } from "@/components/sections/Hero";
import { Section } from "@/components/sections/Section";
import type { ExpertisePage } from "@/content/schema";

type Props = { page: ExpertisePage; family: "technologies" | "industries" };

/** The shared template of technology and industry pages. */
export function ExpertisePageView({ page, family }: Props) {
  const path = `/${family}/${page.slug}`;
  return (
    <>
      <Hero path={path} title={page.heroTitle} titleStyle="eyebrow" tagline={page.tagline}>
        <ContactButton>Need help? Talk to us now!</ContactButton>
      </Hero>
      <Section id="why" eyebrow={family === "technologies" ? "Why it fits" : "Why us"} heading={page.whyHeading}>
        <div className="grid gap-x-12 gap-y-6 text-muted md:grid-cols-2" data-testid="why-paragraphs">
          {page.why.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="measure">
              {paragraph}
            </p>
          ))}
        </div>
      </Section>
      <Section id="expertise" tone="dark" eyebrow="Expertise" heading={`${page.topic} Expertise That Delivers Results`}>
        <ExpertiseCards page={page} layout={family === "technologies" ? "technology" : "industry"} />
      </Section>
      <ContactSection />
    </>
  );
}
