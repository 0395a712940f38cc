import Link from "next/link";
import { EmailLink } from "@/components/ui/EmailLink";
import { HeaderTone } from "@/components/enhancements/HeaderTone";
import { MailIcon } from "@/components/ui/icons";
import { menuLinks, menuSections } from "@/content/navigation";
import { site } from "@/content/site";
import { ui } from "@/content/ui";
import { cn } from "@/lib/shared/cn";
import { Logo } from "./Logo";
import { MenuButton, SiteMenu, type MenuText } from "./SiteMenu";

const menuText: MenuText = {
  open: ui.menu.open,
  close: ui.menu.close,
  title: ui.menu.title,
  navigation: ui.menu.navigation,
  back: ui.menu.back,
  home: ui.menu.home(site.name),
  letsTalk: ui.actions.letsTalk,
};

const HEADER_ID = "site-header";

/**
 * The fixed header: a thin, blurred, translucent surface that takes the tone of the band beneath
 * it, ink over dark bands and near-white over light ones; then the full-screen menu its button opens.
 * HeaderTone sets `data-tone`; the header and everything in it style both tones with Tailwind's
 * `data-[tone=light]:` and `group-data-[tone=light]/header:` variants, nowhere else.
 */
export function Header() {
  return (
    <>
      <header
        id={HEADER_ID}
        data-tone="dark"
        className={cn(
          "site-header group/header fixed inset-x-0 top-0 z-40 border-b backdrop-blur-lg backdrop-saturate-150",
          "transition-[background-color,border-color,color] duration-300",
          "border-white/10 bg-ink-900/65 text-white",
          "data-[tone=light]:border-ink-900/10 data-[tone=light]:bg-surface/80 data-[tone=light]:text-ink-900",
          "data-[tone=dark]:[&_:focus-visible]:outline-accent",
        )}
      >
        <div className="container-page flex h-(--spacing-header) items-center justify-between gap-4">
          <div className="flex items-center gap-3 sm:gap-5">
            <MenuButton text={menuText} />
            <Link href="/" aria-label={menuText.home} className="rounded-md">
              <Logo />
            </Link>
          </div>
          <div className="flex items-center gap-2 sm:gap-4">
            <EmailLink
              className={cn(
                "inline-flex h-11 items-center gap-2 rounded-pill px-3 text-small font-medium text-white/90 transition-colors hover:text-white",
                "group-data-[tone=light]/header:text-ink-800 group-data-[tone=light]/header:hover:text-ink-950",
              )}
            >
              <MailIcon className="size-5" />
              <span className="max-lg:sr-only">{site.email}</span>
            </EmailLink>
            <Link
              href="/contact"
              className={cn(
                "rounded-pill bg-accent px-4 py-2.5 text-small font-semibold text-ink-900 transition-colors hover:bg-accent-strong sm:px-5",
                "group-data-[tone=light]/header:bg-ink-900 group-data-[tone=light]/header:text-white group-data-[tone=light]/header:hover:bg-ink-700",
              )}
            >
              {ui.actions.letsTalk}
            </Link>
          </div>
        </div>
        <HeaderTone headerId={HEADER_ID} />
      </header>
      <SiteMenu sections={menuSections} links={menuLinks} text={menuText} />
    </>
  );
}
