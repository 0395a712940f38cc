import type { FaqItem } from "@/content/schema";
import { PlusIcon } from "@/components/ui/icons";

/**
 * One FAQ column as native exclusive disclosures: `<details>` sharing a `name` keeps at most one
 * item open per column, the open one collapses again, and it all works with no JavaScript.
 */
export function FaqAccordion({ items, column }: { items: FaqItem[]; column: string }) {
  return (
    <div className="divide-y divide-line border-y border-line" data-testid={`faq-${column}`}>
      {items.map((item) => (
        <details key={item.question} name={`faq-${column}`} className="faq-item group">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-6 py-6 text-left transition-colors hover:text-ink-600 [&::-webkit-details-marker]:hidden">
            <h3 className="text-title font-semibold">{item.question}</h3>
            <PlusIcon className="mt-1 size-6 shrink-0 text-accent-ink transition-transform duration-300 group-open:rotate-45" />
          </summary>
          <p className="pb-6 pr-10 text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
