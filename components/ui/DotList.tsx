type Props = {
  items: readonly string[];
  /** Classes of the list itself (spacing, borders). */
  className?: string;
  /** Classes of each item's text. */
  itemClassName?: string;
  tone?: "light" | "dark";
};

/** A list whose items hang from small accent dots. */
export function DotList({ items, className = "", itemClassName = "", tone = "light" }: Props) {
  const dot = tone === "dark" ? "bg-accent" : "bg-accent-strong";
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex gap-3 ${itemClassName}`}>
          <span aria-hidden="true" className={`mt-[0.6em] size-1.5 shrink-0 rounded-full ${dot}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
