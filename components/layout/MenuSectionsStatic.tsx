import { ArrowRightIcon } from "@/components/ui/icons";
import type { MenuSection } from "@/content/navigation";
import { SubmenuGroups } from "./MenuLink";

/**
 * The four sections as the server renders them, for a browser that has not run (or will never run)
 * React: one `<details>` each, sharing a name so one is open at a time. On a phone the open section's
 * list unfolds beneath it; on a wide screen it stands in the column on the right, where the live
 * menu shows the hovered section. React replaces these with the live sections once it has hydrated.
 */
export function MenuSectionsStatic({ sections }: { sections: MenuSection[] }) {
  return sections.map((section) => (
    <li key={section.id}>
      <details name="site-menu-section" data-section={section.id} className="group/section">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-2 text-menu font-semibold text-white transition-colors md:text-muted-on-dark md:group-open/section:text-white [&::-webkit-details-marker]:hidden">
          {section.label}
          <ArrowRightIcon className="size-7 shrink-0 text-accent transition-transform group-open/section:rotate-90 md:opacity-0 md:group-open/section:translate-x-1 md:group-open/section:rotate-0 md:group-open/section:opacity-100" />
        </summary>
        {/* Beside the list on wide screens: the 7 of 12 columns right of the list's 5 (gap 2.5rem). */}
        <div className="pb-4 md:absolute md:top-0 md:left-[calc(100%+2.5rem)] md:w-[calc(140%+1rem)] md:border-l md:border-line-dark md:pb-0 md:pl-10">
          <p className="mb-6 text-eyebrow font-semibold uppercase text-accent max-md:sr-only">{section.overview}</p>
          <div className="max-h-[70vh] overflow-y-auto overscroll-contain pr-2">
            <SubmenuGroups section={section} />
          </div>
        </div>
      </details>
    </li>
  ));
}
