import { ContactForm } from "@/components/forms/ContactForm";
import { DarkBand } from "@/components/sections/DarkBand";
import { ClockIcon, MailIcon, PinIcon } from "@/components/ui/icons";
import { contactContent as contact } from "@/content/pages";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";
import { CONTACT_SECTION_ID } from "@/lib/scroll-to-contact";

export const metadata = pageMetadata(contact.meta, "/contact");

export default function ContactPage() {
  return (
    <>
      <DarkBand className="pb-40 md:pb-48">
        <p className="text-eyebrow font-semibold uppercase text-accent">Contact</p>
        <h1 className="mt-4 text-display font-semibold">{contact.heading}</h1>
        <p className="mt-6 max-w-2xl text-lead text-white/85">{contact.lead}</p>
      </DarkBand>

      <section
        id={CONTACT_SECTION_ID}
        aria-label="Contact form and details"
        className="relative -mt-28 pb-section md:-mt-32"
      >
        <div className="container-page grid gap-6 lg:grid-cols-12">
          <div className="rounded-card border border-line bg-surface-raised p-6 shadow-[0_24px_48px_-24px_rgba(11,13,26,.25)] sm:p-10 lg:col-span-8">
            <h2 className="mb-8 text-title font-semibold">Send us a message</h2>
            <ContactForm nameKey="fullName" />
          </div>
          <ul className="grid content-start gap-4 lg:col-span-4 lg:pt-0" data-testid="contact-info">
            <li className="rounded-card border border-line bg-surface-raised p-7">
              <MailIcon className="size-6 text-accent-ink" />
              <h2 className="mt-4 text-small font-semibold uppercase tracking-[0.1em] text-muted">Email</h2>
              <a
                href={`mailto:${site.email}`}
                className="mt-2 block text-title font-semibold underline decoration-accent-strong decoration-2 underline-offset-4"
              >
                {site.email}
              </a>
            </li>
            <li className="rounded-card border border-line bg-surface-raised p-7">
              <PinIcon className="size-6 text-accent-ink" />
              <h2 className="mt-4 text-small font-semibold uppercase tracking-[0.1em] text-muted">Address</h2>
              <address className="mt-2 not-italic">
                <p className="text-title font-semibold">
                  {site.headquarters.city}, {site.headquarters.country}
                </p>
                <p className="text-small text-muted">{site.headquarters.label}</p>
                <p className="mt-3 text-small text-muted">
                  Tech hubs: {site.hubs.map((h) => `${h.city}, ${h.country}`).join(" · ")}
                </p>
              </address>
            </li>
            <li className="rounded-card border border-line bg-ink-900 p-7 text-white">
              <ClockIcon className="size-6 text-accent" />
              <h2 className="mt-4 text-small font-semibold uppercase tracking-[0.1em] text-muted-on-dark">
                Response time
              </h2>
              <p className="mt-2 text-title font-semibold">{site.responseTime}</p>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
