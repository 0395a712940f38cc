"use client";

import { lazy, Suspense, useRef, useState } from "react";
import { MenuIcon } from "@/components/ui/icons";
import type { MenuLink, MenuSection } from "@/content/navigation";

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

type Props = { sections: MenuSection[]; links: MenuLink[]; text: MenuText };

const loadDialog = () => import("./SiteMenuDialog");
const SiteMenuDialog = lazy(loadDialog);

/**
 * The header's menu button. The dialog's code (Radix, focus trap, scroll lock) loads when a
 * visitor points at, focuses or presses the button, so it stays out of the page's first load.
 */
export function SiteMenu({ sections, links, text }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => setOpen(true)}
        className="-ml-3 inline-flex h-11 items-center gap-2 rounded-pill px-3 text-small font-medium transition-colors hover:bg-current/10"
      >
        <MenuIcon className="size-6" />
        <span className="max-sm:sr-only">{text.open}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SiteMenuDialog
            sections={sections}
            links={links}
            text={text}
            onClose={() => setOpen(false)}
            returnFocusTo={() => button.current}
          />
        </Suspense>
      )}
    </>
  );
}
