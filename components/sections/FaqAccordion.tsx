"use client";

import { Accordion } from "radix-ui";
import type { FaqItem } from "@/content/schema";
import { PlusIcon } from "@/components/ui/icons";

/** One FAQ column: at most one item open at a time, and the open one can be collapsed again. */
export function FaqAccordion({ items, column }: { items: FaqItem[]; column: string }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-line border-y border-line"
      data-testid={`faq-${column}`}
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`${column}-${index}`} className="group">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="flex w-full items-start justify-between gap-6 py-6 text-left text-title font-semibold transition-colors hover:text-ink-600">
                {item.question}
                <PlusIcon className="mt-1 size-6 shrink-0 text-accent-ink transition-transform duration-300 group-data-[state=open]:rotate-45" />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="overflow-hidden data-[state=closed]:animate-[accordion-up_220ms_ease-out] data-[state=open]:animate-[accordion-down_260ms_var(--ease-out-soft)]">
            <p className="pb-6 pr-10 text-muted">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
