"use client";

import Link from "next/link";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { site } from "@/content/site";
import type { MenuLink, MenuSection, MenuSectionId } from "@/content/navigation";
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon } from "@/components/ui/icons";
import { EmailLink } from "@/components/ui/EmailLink";
import { Logo } from "./Logo";

import type { MenuText } from "./SiteMenu";

type Props = {
  sections: MenuSection[];
  links: MenuLink[];
  text: MenuText;
  /** Called when the menu asks to close (Escape, the close button, a link). */
  onClose: () => void;
  /** Where focus goes back to once the menu has closed. */
  returnFocusTo: () => HTMLElement | null;
};

const DESKTOP_QUERY = "(min-width: 768px)";

/**
 * The open full-screen menu. It is mounted only while open, so closing resets the hovered and
 * drilled-in sections, and its code loads on first use rather than with the page.
 */
export default function SiteMenuDialog({ sections, links, text, onClose, returnFocusTo }: Props) {
  const [hovered, setHovered] = useState<MenuSectionId>("services");
  const [drilled, setDrilled] = useState<MenuSectionId | null>(null);
  const sectionButtons = useRef(new Map<MenuSectionId, HTMLButtonElement>());
  const backButton = useRef<HTMLButtonElement>(null);

  function chooseSection(id: MenuSectionId) {
    if (window.matchMedia(DESKTOP_QUERY).matches) {
      setHovered(id);
      return;
    }
    setDrilled(id);
    requestAnimationFrame(() => backButton.current?.focus());
  }

  function goBack() {
    const from = drilled;
    setDrilled(null);
    requestAnimationFrame(() => from && sectionButtons.current.get(from)?.focus());
  }

  const close = onClose;
  const drilledSection = sections.find((s) => s.id === drilled);
  const hoveredSection = sections.find((s) => s.id === hovered)!;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo()?.focus();
          }}
          className="on-dark fixed inset-0 z-50 flex flex-col overflow-y-auto bg-ink-950 text-white animate-menu-in"
        >
          <Dialog.Title className="sr-only">{text.title}</Dialog.Title>
          <div className="container-page flex h-(--spacing-header) shrink-0 items-center justify-between gap-4">
            <div className="flex items-center gap-3 sm:gap-5">
              <Dialog.Close className="inline-flex h-11 items-center gap-2 rounded-pill px-3 -ml-3 text-small font-medium hover:bg-white/10">
                <CloseIcon className="size-6" />
                <span className="max-sm:sr-only">{text.close}</span>
              </Dialog.Close>
              <Link href="/" onClick={close} aria-label={text.home}>
                <Logo />
              </Link>
            </div>
            <Link
              href="/contact"
              onClick={close}
              className="rounded-pill bg-accent px-5 py-2.5 text-small font-semibold text-ink-900 hover:bg-accent-strong"
            >
              {text.letsTalk}
            </Link>
          </div>

          <nav aria-label={text.navigation} className="container-page flex flex-1 flex-col pb-10 pt-6 md:pt-14">
            <div className="md:grid md:grid-cols-12 md:gap-10">
              <ul className={`md:col-span-5 ${drilled ? "max-md:hidden" : ""}`}>
                {sections.map((section) => {
                  const active = hovered === section.id;
                  return (
                    <li key={section.id}>
                      <button
                        type="button"
                        ref={(el) => {
                          if (el) sectionButtons.current.set(section.id, el);
                        }}
                        onMouseEnter={() => setHovered(section.id)}
                        onFocus={() => setHovered(section.id)}
                        onClick={() => chooseSection(section.id)}
                        data-active={active}
                        className="group flex w-full items-center justify-between gap-4 py-2 text-left text-menu font-semibold text-white md:text-muted-on-dark md:data-[active=true]:text-white transition-colors"
                      >
                        {section.label}
                        <ArrowRightIcon className="size-7 shrink-0 text-accent transition-transform md:opacity-0 md:group-data-[active=true]:opacity-100 md:group-data-[active=true]:translate-x-1" />
                      </button>
                    </li>
                  );
                })}
                <li aria-hidden="true" className="my-5 h-px w-16 bg-line-dark" />
                {links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      onClick={close}
                      className="block py-1.5 text-title font-medium text-muted-on-dark hover:text-white md:text-lead"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>

              {drilledSection && (
                <div id={`menu-panel-${drilledSection.id}`} className="md:hidden">
                  <button
                    ref={backButton}
                    type="button"
                    onClick={goBack}
                    className="mb-4 inline-flex h-11 items-center gap-2 rounded-pill pr-4 text-small font-medium text-muted-on-dark hover:text-white"
                  >
                    <ArrowLeftIcon className="size-5" />
                    {text.back}
                  </button>
                  <p className="mb-4 text-heading font-semibold">{drilledSection.label}</p>
                  <div data-testid="mobile-submenu" className="max-h-[70vh] overflow-y-auto overscroll-contain pr-2">
                    <SubmenuGroups section={drilledSection} onNavigate={close} />
                  </div>
                </div>
              )}

              <div
                id={`menu-panel-${hoveredSection.id}`}
                data-testid="desktop-submenu"
                className="hidden md:col-span-7 md:block md:border-l md:border-line-dark md:pl-10"
              >
                <p className="mb-6 text-eyebrow font-semibold uppercase text-accent">{hoveredSection.overview}</p>
                <div className="max-h-[70vh] overflow-y-auto pr-2">
                  <SubmenuGroups key={hoveredSection.id} section={hoveredSection} onNavigate={close} />
                </div>
              </div>
            </div>

            <div className="mt-auto grid gap-2 border-t border-line-dark pt-6 text-small text-muted-on-dark sm:flex sm:items-center sm:justify-between">
              <EmailLink className="font-medium text-white hover:text-accent" />
              <p>
                {site.headquarters.city} · {site.hubs.map((h) => h.city).join(" · ")}
              </p>
            </div>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SubmenuGroups({ section, onNavigate }: { section: MenuSection; onNavigate: () => void }) {
  const many = section.groups.length > 1;
  return (
    <div className={`grid gap-x-10 gap-y-8 animate-fade-up ${many ? "lg:grid-cols-2" : ""}`}>
      {section.groups.map(({ group, links }) => (
        <div key={group}>
          {many && <p className="mb-2 text-eyebrow font-semibold uppercase text-muted-on-dark">{group}</p>}
          <ul className={!many && links.length > 6 ? "sm:columns-2 sm:gap-10" : ""}>
            {links.map((link) => (
              <li key={link.href} className="break-inside-avoid">
                <Link
                  href={link.href}
                  onClick={onNavigate}
                  className="block py-1.5 text-lead text-white/90 transition-colors hover:text-accent"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
