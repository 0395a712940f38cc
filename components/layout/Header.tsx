import Link from "next/link";
import { EmailLink } from "@/components/ui/EmailLink";
import { MailIcon } from "@/components/ui/icons";
import { menuLinks, menuSections } from "@/content/navigation";
import { site } from "@/content/site";
import { ui } from "@/content/ui";
import { Logo } from "./Logo";
import { SiteMenu, type MenuText } from "./SiteMenu";

const menuText: MenuText = {
  open: ui.menu.open,
  close: ui.menu.close,
  title: ui.menu.title,
  navigation: ui.menu.navigation,
  back: ui.menu.back,
  home: ui.menu.home(site.name),
  letsTalk: ui.actions.letsTalk,
};

export function Header() {
  return (
    <header className="on-dark fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-ink-900/80 text-white backdrop-blur-md">
      <div className="container-page flex h-(--spacing-header) items-center justify-between gap-4">
        <div className="flex items-center gap-3 sm:gap-5">
          <SiteMenu sections={menuSections} links={menuLinks} text={menuText} />
          <Link href="/" aria-label={menuText.home} className="rounded-md">
            <Logo />
          </Link>
        </div>
        <div className="flex items-center gap-2 sm:gap-4">
          <EmailLink className="inline-flex h-11 items-center gap-2 rounded-pill px-3 text-small font-medium text-white/90 hover:text-white">
            <MailIcon className="size-5" />
            <span className="max-lg:sr-only">{site.email}</span>
          </EmailLink>
          <Link
            href="/contact"
            className="rounded-pill bg-accent px-4 py-2.5 text-small font-semibold text-ink-900 transition-colors hover:bg-accent-strong sm:px-5"
          >
            {ui.actions.letsTalk}
          </Link>
        </div>
      </div>
    </header>
  );
}
