"use client";

import type { RefObject } from "react";
import { ArrowLeftIcon, ArrowRightIcon } from "@/components/ui/icons";
import type { MenuSection, MenuSectionId } from "@/content/navigation";
import { SubmenuGroups } from "./MenuLink";

type ButtonsProps = {
  sections: MenuSection[];
  hovered: MenuSectionId;
  onHover: (id: MenuSectionId) => void;
  onChoose: (id: MenuSectionId) => void;
  buttons: RefObject<Map<MenuSectionId, HTMLButtonElement>>;
};

/** The four section buttons: hovering or focusing one shows its list on the right (wide screens). */
export function SectionButtons({ sections, hovered, onHover, onChoose, buttons }: ButtonsProps) {
  return sections.map((section) => (
    <li key={section.id}>
      <button
        type="button"
        ref={(el) => {
          if (el) buttons.current.set(section.id, el);
        }}
        onMouseEnter={() => onHover(section.id)}
        onFocus={() => onHover(section.id)}
        onClick={() => onChoose(section.id)}
        data-active={hovered === section.id}
        className="group flex w-full items-center justify-between gap-4 py-2 text-left text-menu font-semibold text-white md:text-muted-on-dark md:data-[active=true]:text-white transition-colors"
      >
        {section.label}
        <ArrowRightIcon className="size-7 shrink-0 text-accent transition-transform md:opacity-0 md:group-data-[active=true]:opacity-100 md:group-data-[active=true]:translate-x-1" />
      </button>
    </li>
  ));
}

type DrilledProps = {
  section: MenuSection;
  back: string;
  onBack: () => void;
  onNavigate: () => void;
  backButton: RefObject<HTMLButtonElement | null>;
};

/** A phone's drilled-in section: a back button, its name and its list, capped at 70% of the screen. */
export function DrilledSection({ section, back, onBack, onNavigate, backButton }: DrilledProps) {
  return (
    <div id={`menu-panel-${section.id}`} className="md:hidden">
      <button
        ref={backButton}
        type="button"
        onClick={onBack}
        className="mb-4 inline-flex h-11 items-center gap-2 rounded-pill pr-4 text-small font-medium text-muted-on-dark hover:text-white"
      >
        <ArrowLeftIcon className="size-5" />
        {back}
      </button>
      <p className="mb-4 text-heading font-semibold">{section.label}</p>
      <div data-testid="mobile-submenu" className="max-h-[70vh] overflow-y-auto overscroll-contain pr-2">
        <SubmenuGroups section={section} onNavigate={onNavigate} />
      </div>
    </div>
  );
}

/** The wide screen's right-hand column: the hovered section's list. */
export function HoveredSection({ section, onNavigate }: { section: MenuSection; onNavigate: () => void }) {
  return (
    <div
      id={`menu-panel-${section.id}`}
      data-testid="desktop-submenu"
      className="hidden md:col-span-7 md:block md:border-l md:border-line-dark md:pl-10"
    >
      <p className="mb-6 text-eyebrow font-semibold uppercase text-accent">{section.overview}</p>
      <div className="max-h-[70vh] overflow-y-auto pr-2">
        <SubmenuGroups key={section.id} section={section} onNavigate={onNavigate} />
      </div>
    </div>
  );
}
