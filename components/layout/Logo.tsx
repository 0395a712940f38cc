import { site } from "@/content/site";

/** The brand mark: a rising arc of light over a horizon line, then the wordmark. */
export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <circle cx="16" cy="16" r="15" fill="currentColor" opacity=".12" />
      <path d="M5 21a11 11 0 0 1 22 0" fill="none" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" />
      <circle cx="16" cy="12.5" r="3.6" fill="var(--color-accent)" />
      <path d="M4 25h24" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <LogoMark className="size-7 shrink-0" />
      <span className="text-[1.3rem] font-semibold tracking-[-0.04em] leading-none">{site.name}</span>
    </span>
  );
}
