import { ContactForm } from "@/components/forms/ContactForm";
import { CONTACT_SECTION_ID } from "@/lib/scroll-to-contact";
import { site } from "@/content/site";

type Props = {
  heading?: string;
  lead?: string;
  nameKey?: "name" | "fullName";
};

export function ContactSection({
  heading = "Tell us what you are building",
  lead = "Share a few lines about your product, your timeline and where you need help. A senior member of the team reads every enquiry and replies within 24 hours.",
  nameKey = "name",
}: Props) {
  return (
    <section
      id={CONTACT_SECTION_ID}
      aria-labelledby="contact-heading"
      className="relative py-section bg-surface-sunken"
    >
      <div className="container-page grid gap-12 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <p className="mb-4 text-eyebrow font-semibold uppercase text-accent-ink">Contact</p>
          <h2 id="contact-heading" className="text-heading font-semibold text-balance">
            {heading}
          </h2>
          <p className="mt-5 text-lead text-muted text-pretty">{lead}</p>
          <p className="mt-8 text-small text-muted">
            Prefer email?{" "}
            <a
              href={`mailto:${site.email}`}
              className="font-semibold text-ink-900 underline decoration-accent-strong decoration-2 underline-offset-4"
            >
              {site.email}
            </a>
          </p>
        </div>
        <div className="relative rounded-card border border-line bg-surface-raised p-6 shadow-[0_1px_0_rgba(11,13,26,.04),0_24px_48px_-24px_rgba(11,13,26,.18)] sm:p-10 lg:col-span-7">
          <ContactForm nameKey={nameKey} />
        </div>
      </div>
    </section>
  );
}
