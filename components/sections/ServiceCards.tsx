import { IndexNumber } from "@/components/ui/NumberedCard";
import type { ServicePage } from "@/content/schema";

/** The grid of service cards: 1 column on small, 2 on medium, 3 on large screens. */
export function ServiceCards({ cards }: { cards: ServicePage["cards"] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="service-cards">
      {cards.map((card, index) => (
        <li
          key={card.title}
          className="group flex flex-col rounded-card border border-line bg-surface-raised p-7 transition-[border-color,box-shadow,transform] duration-300 hover:-translate-y-0.5 hover:border-ink-900/25 hover:shadow-[0_24px_48px_-28px_rgba(11,13,26,.35)]"
        >
          <IndexNumber index={index} />
          <h3 className="mt-6 text-title font-semibold">{card.title}</h3>
          <p className="mt-3 text-body text-muted">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
