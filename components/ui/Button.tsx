import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowDownIcon, ArrowRightIcon } from "./icons";
import { CONTACT_SECTION_ID } from "@/lib/client/scroll-to-contact";

const styles =
  "group inline-flex min-h-12 items-center justify-center gap-3 rounded-pill px-7 py-3.5 text-body font-semibold transition-[background-color,transform] duration-200 active:scale-[.98]";
const variants = {
  accent: "bg-accent text-ink-900 hover:bg-accent-strong",
  ink: "bg-ink-900 text-white hover:bg-ink-700",
  outline: "border border-current hover:bg-ink-900 hover:text-white",
};

type Variant = keyof typeof variants;

/** Round call-to-action to the page's contact section (scrolled to smoothly by ContactLinkScroll). */
export function ContactButton({ children, variant = "accent" }: { children: ReactNode; variant?: Variant }) {
  return (
    <a href={`#${CONTACT_SECTION_ID}`} className={`${styles} ${variants[variant]}`}>
      {children}
      <ArrowDownIcon className="size-5 transition-transform group-hover:translate-y-0.5" />
    </a>
  );
}

export function LinkButton({
  href,
  children,
  variant = "accent",
}: {
  href: string;
  children: ReactNode;
  variant?: Variant;
}) {
  return (
    <Link href={href} className={`${styles} ${variants[variant]}`}>
      {children}
      <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />
    </Link>
  );
}
