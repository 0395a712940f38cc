import { CaseStudyTeasers } from "@/components/sections/CaseStudyTeasers";
import { ContactSection } from "@/components/sections/ContactSection";
import { FaqAccordion } from "@/components/sections/FaqAccordion";
import { Hero } from "@/components/sections/Hero";
import { Section } from "@/components/sections/Section";
import { ContactButton, LinkButton } from "@/components/ui/Button";
import { DotList } from "@/components/ui/DotList";
import { IndexNumber, NumberedCard } from "@/components/ui/NumberedCard";
import { pageAt, pagesOfKind } from "@/content/registry";
import { ui } from "@/content/ui";
import { StructuredData } from "@/components/seo/StructuredData";
import { pageMetadata } from "@/lib/seo/metadata";

const page = pageAt("/", "home");
const home = page.content;
const caseStudies = pagesOfKind("case-study");

export const metadata = pageMetadata(page);

export default function HomePage() {
  const faqColumns = [home.faq.items.slice(0, 5), home.faq.items.slice(5)];
  return (
    <>
      <StructuredData page={page} />
      <Hero page={page} eyebrow={home.hero.eyebrow} title={home.hero.title} tagline={home.hero.tagline}>
        <ContactButton>{ui.actions.startProject}</ContactButton>
        <LinkButton href="/about" variant="outline">
          {ui.actions.aboutUs}
        </LinkButton>
      </Hero>

      <Section id="intro" eyebrow={home.intro.eyebrow} heading={home.intro.heading} lead={home.intro.lead}>
        <ul className="grid gap-5 lg:grid-cols-3">
          {home.intro.cards.map((card, index) => (
            <NumberedCard key={card.title} index={index} title={card.title} className="flex flex-col md:p-8">
              <p className="mt-3 text-muted">{card.body}</p>
              <DotList
                items={card.points}
                className="mt-6 space-y-3 border-t border-line pt-6"
                itemClassName="text-small"
              />
            </NumberedCard>
          ))}
        </ul>
      </Section>

      <Section
        id="case-studies"
        tone="sunken"
        eyebrow={home.caseStudies.eyebrow}
        heading={home.caseStudies.heading}
        lead={home.caseStudies.lead}
      >
        <CaseStudyTeasers pages={caseStudies} />
      </Section>

      <Section
        id="collaboration"
        tone="dark"
        eyebrow={home.collaboration.eyebrow}
        heading={home.collaboration.heading}
        lead={home.collaboration.lead}
      >
        <ol className="grid gap-px overflow-hidden rounded-card border border-line-dark bg-line-dark md:grid-cols-2">
          {home.collaboration.points.map((point, index) => (
            <li key={point.title} className="bg-ink-900 p-7 md:p-10">
              <IndexNumber index={index} tone="dark" />
              <h3 className="mt-5 text-title font-semibold">{point.title}</h3>
              <p className="mt-3 text-muted-on-dark">{point.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="faq" eyebrow={home.faq.eyebrow} heading={home.faq.heading}>
        <div className="grid gap-x-12 md:grid-cols-2 md:gap-y-0">
          {faqColumns.map((items, column) => (
            <FaqAccordion key={column} items={items} column={column === 0 ? "left" : "right"} />
          ))}
        </div>
      </Section>

      <ContactSection heading={home.contact.heading} lead={home.contact.lead} />
    </>
  );
}
