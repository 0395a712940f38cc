import type { LiveText } from "@/content/live";

/**
 * A live text in its marked slot. The production server replaces the text between the tags from its own
 * settings (server/live-text.mjs); React keeps what the server sent when it hydrates (suppressHydrationWarning).
 */
export function LiveSpan({ text }: { text: LiveText }) {
  return (
    <span data-live={text.live} suppressHydrationWarning>
      {text.text}
    </span>
  );
}
