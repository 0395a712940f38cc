import Link from "next/link";
import type { ReactNode } from "react";
import type { MenuSection } from "@/content/navigation";

type LinkProps = { href: string; className?: string; children: ReactNode; onNavigate?: () => void };

/**
 * A link of the menu. With `onNavigate` (the menu is live) it is Next's client-side link and closes
 * the menu; without, the plain anchor the server renders for a browser that has not run React yet,
 * which costs nothing to hydrate.
 */
export function MenuLink({ href, className, children, onNavigate }: LinkProps) {
  if (!onNavigate)
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  return (
    <Link href={href} onClick={onNavigate} className={className}>
      {children}
    </Link>
  );
}

/** A section's links, in its groups (two columns on wide screens when there are several). */
export function SubmenuGroups({ section, onNavigate }: { section: MenuSection; onNavigate?: () => void }) {
  const many = section.groups.length > 1;
  return (
    <div className={`grid gap-x-10 gap-y-8 animate-fade-up ${many ? "lg:grid-cols-2" : ""}`}>
      {section.groups.map(({ group, links }) => (
        <div key={group}>
          {many && <p className="mb-2 text-eyebrow font-semibold uppercase text-muted-on-dark">{group}</p>}
          <ul className={!many && links.length > 6 ? "sm:columns-2 sm:gap-10" : ""}>
            {links.map((link) => (
              <li key={link.href} className="break-inside-avoid">
                <MenuLink
                  href={link.href}
                  onNavigate={onNavigate}
                  className="block py-1.5 text-lead text-white/90 transition-colors hover:text-accent"
                >
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
