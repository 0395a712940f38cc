import { ContactForm } from "@/components/forms/ContactForm";
import { formText } from "@/content/form-text";
import { DarkBand } from "@/components/sections/DarkBand";
import { EmailLink } from "@/components/ui/EmailLink";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { ClockIcon, MailIcon, PinIcon } from "@/components/ui/icons";
import { InfoCard } from "@/components/ui/InfoCard";
import { LiveSpan } from "@/components/ui/LiveSpan";
import { builtReplySlot } from "@/content/live";
import { pageAt } from "@/content/registry";
import { site } from "@/content/site";
import { StructuredData } from "@/components/seo/StructuredData";
import { pageMetadata } from "@/lib/seo/metadata";
import { CONTACT_SECTION_ID } from "@/lib/client/scroll-to-contact";

const page = pageAt("/contact", "contact");
const contact = page.content;

export const metadata = pageMetadata(page);

export default function ContactPage() {
  return (
    <>
      <StructuredData page={page} />
      <DarkBand className="pb-40 md:pb-48">
        <Eyebrow tone="dark">{contact.eyebrow}</Eyebrow>
        <h1 className="mt-4 text-display font-semibold">{contact.heading}</h1>
        <p className="mt-6 max-w-2xl text-lead text-white/85">{contact.lead}</p>
      </DarkBand>

      <section id={CONTACT_SECTION_ID} aria-label={contact.formRegion} className="relative -mt-28 pb-section md:-mt-32">
        <div className="container-page grid gap-6 lg:grid-cols-12">
          <div className="rounded-card border border-line bg-surface-raised p-6 shadow-[0_24px_48px_-24px_rgba(11,13,26,.25)] sm:p-10 lg:col-span-8">
            <h2 className="mb-8 text-title font-semibold">{contact.formHeading}</h2>
            <ContactForm text={formText} payload="fullName" errorStyle="destructive" />
          </div>
          <ul className="grid content-start gap-4 lg:col-span-4 lg:pt-0" data-testid="contact-info">
            <InfoCard icon={MailIcon} label={contact.info.email}>
              <EmailLink className="mt-2 block text-title font-semibold underline decoration-accent-strong decoration-2 underline-offset-4" />
            </InfoCard>
            <InfoCard icon={PinIcon} label={contact.info.address}>
              <address className="mt-2 not-italic">
                <p className="text-title font-semibold">
                  {site.headquarters.city}, {site.headquarters.country}
                </p>
                <p className="text-small text-muted">{site.headquarters.label}</p>
                <p className="mt-3 text-small text-muted">
                  {site.hubsLabel}: {site.hubs.map((h) => `${h.city}, ${h.country}`).join(" · ")}
                </p>
              </address>
            </InfoCard>
            <InfoCard icon={ClockIcon} label={contact.info.responseTime} tone="dark">
              <p className="mt-2 text-title font-semibold">
                <LiveSpan text={builtReplySlot("reply.card")} />
              </p>
              <p className="mt-2 text-small text-muted-on-dark">
                <LiveSpan text={builtReplySlot("reply.card-note")} />
              </p>
            </InfoCard>
          </ul>
        </div>
      </section>
    </>
  );
}
