"use client";

import Link from "next/link";
import { startTransition, useEffect, useRef, useState, type ReactNode } from "react";
import { CloseIcon } from "@/components/ui/icons";
import type { NavLink, MenuSection, MenuSectionId } from "@/content/navigation";
import { MenuLink } from "./MenuLink";
import { DrilledSection, HoveredSection, SectionButtons } from "./MenuSectionsLive";
import { MenuSectionsStatic } from "./MenuSectionsStatic";
import type { MenuText } from "./SiteMenu";
import { useModalPopover } from "./useModalPopover";

type Props = {
  id: string;
  sections: MenuSection[];
  links: NavLink[];
  text: MenuText;
  /** The brand mark and name, rendered by the server (copy reaches client components as props). */
  logo: ReactNode;
  /** The address and places at the foot of the menu, rendered by the server. */
  contactLine: ReactNode;
};

const DESKTOP_QUERY = "(min-width: 768px)";

/**
 * The full-screen menu, rendered by the server into every page as a popover that the menu button
 * opens with no script at all. Until React has hydrated, its four sections are `<details>`; then
 * they become the live sections (hover on wide screens, drill-down on phones) and the popover
 * behaves as a modal dialog. Closing resets the hovered and drilled-in sections.
 */
export function SiteMenuDialog({ id, sections, links, text, logo, contactLine }: Props) {
  const popover = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  const [hovered, setHovered] = useState<MenuSectionId>("services");
  const [drilled, setDrilled] = useState<MenuSectionId | null>(null);
  const sectionButtons = useRef(new Map<MenuSectionId, HTMLButtonElement>());
  const backButton = useRef<HTMLButtonElement>(null);

  useModalPopover(popover, (open) => {
    if (open) return;
    setHovered("services");
    setDrilled(null);
  });

  // Hand over from the server's sections to the live ones, keeping a section opened before hydration.
  useEffect(() => {
    const opened = popover.current?.querySelector<HTMLElement>("details[open]")?.dataset.section as
      MenuSectionId | undefined;
    const hadFocus = popover.current?.contains(document.activeElement) ?? false;
    startTransition(() => {
      setLive(true);
      if (opened && window.matchMedia(DESKTOP_QUERY).matches) setHovered(opened);
      else if (opened) setDrilled(opened);
    });
    if (hadFocus) requestAnimationFrame(() => popover.current?.querySelector("button")?.focus());
  }, []);

  function chooseSection(section: MenuSectionId) {
    if (window.matchMedia(DESKTOP_QUERY).matches) {
      setHovered(section);
      return;
    }
    setDrilled(section);
    requestAnimationFrame(() => backButton.current?.focus());
  }

  function goBack() {
    const from = drilled;
    setDrilled(null);
    requestAnimationFrame(() => from && sectionButtons.current.get(from)?.focus());
  }

  const close = () => popover.current?.hidePopover();
  const navigate = live ? close : undefined;
  const drilledSection = sections.find((s) => s.id === drilled);
  const hoveredSection = sections.find((s) => s.id === hovered)!;

  return (
    <div
      ref={popover}
      id={id}
      popover="auto"
      role="dialog"
      aria-modal={live || undefined}
      aria-label={text.title}
      className="on-dark fixed inset-0 z-50 m-0 size-auto max-h-none max-w-none overflow-y-auto overscroll-contain border-0 bg-ink-950 p-0 text-white animate-menu-in"
    >
      <div className="flex min-h-full flex-col">
        <div className="container-page flex h-(--spacing-header) shrink-0 items-center justify-between gap-4">
          <div className="flex items-center gap-3 sm:gap-5">
            <button
              type="button"
              popoverTarget={id}
              popoverTargetAction="hide"
              className="inline-flex h-11 items-center gap-2 rounded-pill px-3 -ml-3 text-small font-medium hover:bg-white/10"
            >
              <CloseIcon className="size-6" />
              <span className="max-sm:sr-only">{text.close}</span>
            </button>
            <Link href="/" onClick={navigate} aria-label={text.home}>
              {logo}
            </Link>
          </div>
          <Link
            href="/contact"
            onClick={navigate}
            className="rounded-pill bg-accent px-5 py-2.5 text-small font-semibold text-ink-900 hover:bg-accent-strong"
          >
            {text.letsTalk}
          </Link>
        </div>

        <nav aria-label={text.navigation} className="container-page flex flex-1 flex-col pb-10 pt-6 md:pt-14">
          <div className="md:grid md:grid-cols-12 md:gap-10">
            <ul className={`md:relative md:col-span-5 ${drilledSection ? "max-md:hidden" : ""}`}>
              {live ? (
                <SectionButtons
                  sections={sections}
                  hovered={hovered}
                  onHover={setHovered}
                  onChoose={chooseSection}
                  buttons={sectionButtons}
                />
              ) : (
                <MenuSectionsStatic sections={sections} />
              )}
              <li aria-hidden="true" className="my-5 h-px w-16 bg-line-dark" />
              {links.map((link) => (
                <li key={link.href}>
                  <MenuLink
                    href={link.href}
                    onNavigate={navigate}
                    className="block py-1.5 text-title font-medium text-muted-on-dark hover:text-white md:text-lead"
                  >
                    {link.label}
                  </MenuLink>
                </li>
              ))}
            </ul>
            {live && drilledSection && (
              <DrilledSection
                section={drilledSection}
                back={text.back}
                onBack={goBack}
                onNavigate={close}
                backButton={backButton}
              />
            )}
            {live && <HoveredSection section={hoveredSection} onNavigate={close} />}
          </div>

          <div className="mt-auto grid gap-2 border-t border-line-dark pt-6 text-small text-muted-on-dark sm:flex sm:items-center sm:justify-between">
            {contactLine}
          </div>
        </nav>
      </div>
    </div>
  );
}
