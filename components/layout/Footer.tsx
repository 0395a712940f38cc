import Link from "next/link";
import { site } from "@/content/site";
import { footerColumns, legalLinks } from "@/content/navigation";
import { CurrentYear } from "@/components/enhancements/CurrentYear";
import { ArrowRightIcon, LinkedInIcon, XIcon, YouTubeIcon } from "@/components/ui/icons";
import { EmailLink } from "@/components/ui/EmailLink";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { ui } from "@/content/ui";
import { Logo } from "./Logo";

const socials = [
  { ...site.social.linkedin, Icon: LinkedInIcon },
  { ...site.social.youtube, Icon: YouTubeIcon },
  { ...site.social.x, Icon: XIcon },
];

export function Footer() {
  return (
    <footer className="on-dark bg-ink-950 text-white">
      <div className="container-page py-16 md:py-24">
        <div className="flex flex-col gap-8 border-b border-line-dark pb-14 md:flex-row md:items-end md:justify-between">
          <div>
            <Eyebrow tone="dark">{ui.footer.eyebrow}</Eyebrow>
            <p className="mt-3 max-w-xl text-heading font-semibold">{ui.footer.headline}</p>
          </div>
          <Link
            href="/contact"
            className="group inline-flex items-center gap-3 self-start rounded-pill bg-accent px-7 py-4 text-lead font-semibold text-ink-900 transition-colors hover:bg-accent-strong md:self-auto"
          >
            {ui.actions.letsConnect}
            <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />
          </Link>
        </div>

        <div className="grid gap-12 pt-14 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <Link href="/" aria-label={ui.menu.home(site.name)} className="inline-block rounded-md">
              <Logo />
            </Link>
            <address className="mt-6 not-italic text-small text-muted-on-dark">
              <p>
                <span className="text-white">{site.headquarters.label}:</span> {site.headquarters.city},{" "}
                {site.headquarters.country}
              </p>
              <p className="mt-1">
                <span className="text-white">{site.hubsLabel}:</span>{" "}
                {site.hubs.map((h) => `${h.city}, ${h.country}`).join(" · ")}
              </p>
              <p className="mt-4">
                <EmailLink className="text-lead font-medium text-white hover:text-accent" />
              </p>
            </address>
            <ul className="mt-6 flex gap-3" aria-label={ui.footer.social}>
              {socials.map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    aria-label={ui.footer.socialLink(site.name, label)}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="grid size-11 place-items-center rounded-full border border-line-dark text-white transition-colors hover:border-accent hover:text-accent"
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav
            aria-label={ui.footer.navigation}
            className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4 lg:col-span-8"
          >
            {footerColumns.map((column) => (
              <div key={column.heading}>
                <Eyebrow as="h2" tone="muted">
                  {column.heading}
                </Eyebrow>
                {column.groups.map(({ group, links }) => (
                  <div key={group}>
                    {group !== column.heading && <h3 className="mt-6 text-small font-semibold text-white">{group}</h3>}
                    <ul className="mt-3 space-y-1">
                      {links.map((link) => (
                        <li key={link.href}>
                          <Link
                            href={link.href}
                            className="inline-block py-1 text-small text-white/85 hover:text-accent"
                          >
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-14 flex flex-col gap-4 border-t border-line-dark pt-8 text-small text-muted-on-dark md:flex-row md:items-center md:justify-between">
          <p>
            © <CurrentYear fallback={new Date().getFullYear()} /> {site.legalName}. {ui.footer.rights}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label={ui.footer.legal}>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
