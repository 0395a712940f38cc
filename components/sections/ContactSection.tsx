import { ContactForm } from "@/components/forms/ContactForm";
import { formText } from "@/content/form-text";
import { EmailLink } from "@/components/ui/EmailLink";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { LiveSpan } from "@/components/ui/LiveSpan";
import { builtReplySlot } from "@/content/live";
import { ui } from "@/content/ui";
import { CONTACT_SECTION_ID } from "@/lib/client/scroll-to-contact";

type Props = { heading?: string; lead?: string };

/** The contact band that closes the home, service, technology, industry and case-study pages. */
export function ContactSection({ heading = ui.contactSection.heading, lead = ui.contactSection.lead }: Props) {
  return (
    <section
      id={CONTACT_SECTION_ID}
      aria-labelledby="contact-heading"
      className="relative py-section bg-surface-sunken"
    >
      <div className="container-page grid gap-12 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <Eyebrow className="mb-4">{ui.contactSection.eyebrow}</Eyebrow>
          <h2 id="contact-heading" className="text-heading font-semibold text-balance">
            {heading}
          </h2>
          <p className="mt-5 text-lead text-muted text-pretty">
            {lead} <LiveSpan text={builtReplySlot("reply.lead")} />
          </p>
          <p className="mt-8 text-small text-muted">
            {ui.actions.preferEmail}{" "}
            <EmailLink className="font-semibold text-ink-900 underline decoration-accent-strong decoration-2 underline-offset-4" />
          </p>
        </div>
        <div className="relative rounded-card border border-line bg-surface-raised p-6 shadow-[0_1px_0_rgba(11,13,26,.04),0_24px_48px_-24px_rgba(11,13,26,.18)] sm:p-10 lg:col-span-7">
          <ContactForm text={formText} />
        </div>
      </div>
    </section>
  );
}
