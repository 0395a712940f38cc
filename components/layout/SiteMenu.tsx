import { EmailLink } from "@/components/ui/EmailLink";
import { cn } from "@/lib/shared/cn";
import { MenuIcon } from "@/components/ui/icons";
import type { NavLink, MenuSection } from "@/content/navigation";
import { site } from "@/content/site";
import { Logo } from "./Logo";
import { SiteMenuDialog } from "./SiteMenuDialog";

/** The menu's interface text, passed in by the server-rendered header. */
export type MenuText = {
  open: string;
  close: string;
  title: string;
  navigation: string;
  back: string;
  home: string;
  letsTalk: string;
};

type Props = { sections: MenuSection[]; links: NavLink[]; text: MenuText };

const MENU_ID = "site-menu";

/**
 * The header's menu button. It names the menu as its popover target, so the browser opens the menu
 * from the first paint, before (and without) any JavaScript.
 */
export function MenuButton({ text }: { text: MenuText }) {
  return (
    <button
      type="button"
      popoverTarget={MENU_ID}
      aria-haspopup="dialog"
      className={cn(
        "-ml-3 inline-flex h-11 items-center gap-2 rounded-pill px-3 text-small font-medium transition-colors hover:bg-current/10",
        "group-data-[tone=light]/header:text-ink-900 group-data-[tone=light]/header:hover:bg-ink-900/6",
      )}
    >
      <MenuIcon className="size-6" />
      <span className="max-sm:sr-only">{text.open}</span>
    </button>
  );
}

/**
 * The full-screen menu that MenuButton opens, rendered into every page after the header (outside the
 * banner landmark, which keeps only the header's own links).
 */
export function SiteMenu({ sections, links, text }: Props) {
  return (
    <>
      <SiteMenuDialog
        id={MENU_ID}
        sections={sections}
        links={links}
        text={text}
        logo={<Logo />}
        contactLine={
          <>
            <EmailLink className="font-medium text-white hover:text-accent" />
            <p>
              {site.headquarters.city} · {site.hubs.map((h) => h.city).join(" · ")}
            </p>
          </>
        }
      />
    </>
  );
}
