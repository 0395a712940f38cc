import { ContactButton } from "@/components/ui/Button";
import { ContactSection } from "@/components/sections/ContactSection";
import { Hero } from "@/components/sections/Hero";
import { Section } from "@/components/sections/Section";
import { ServiceCards } from "@/components/sections/ServiceCards";
import type { ServicePage } from "@/content/schema";
import { routeFor } from "@/content/routes";

export function ServicePageView({ page }: { page: ServicePage }) {
  const path = `/services/${page.slug}`;
  const route = routeFor(path);
  const [lead, ...rest] = page.intro;
  return (
    <>
      <Hero path={path} eyebrow={route.group} title={page.heroTitle} tagline={page.tagline}>
        <ContactButton>Need help? Talk to us now!</ContactButton>
      </Hero>
      <section aria-labelledby="overview-heading" className="py-section">
        <div className="container-page grid gap-10 lg:grid-cols-12">
          <h2 id="overview-heading" className="text-eyebrow font-semibold uppercase text-accent-ink lg:col-span-3">
            {route.label}: overview
          </h2>
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
      <Section tone="sunken" eyebrow="What we deliver" heading={`${route.label} services`}>
        <ServiceCards cards={page.cards} />
      </Section>
      <ContactSection />
    </>
  );
}
