import type { InlineMockup } from "@/lib/art/work-art";
import { cn } from "@/lib/shared/cn";

type Props = { mockup: InlineMockup; className?: string };

// The files' text falls back to the system UI font (an image cannot reach the page's web font); inline, the
// same font is set here so the hero shows what the teasers' files show.
const drawing =
  "[&>svg]:block [&>svg]:h-auto [&>svg]:w-full [&>svg]:font-[family-name:ui-sans-serif,system-ui,sans-serif]";

/**
 * A case study's product shot in its hero, drawn inline: it paints with the page's first frame instead of
 * arriving as an image the browser fetches and rasterises in a document of its own. Both devices from md up,
 * the front device cropped close on phones, as `ProductShot` does with files.
 */
export function HeroProductShot({ mockup, className }: Props) {
  return (
    <div role="img" aria-label={mockup.alt} className={cn("block w-full select-none", className)}>
      <div className={cn(drawing, "md:hidden")} dangerouslySetInnerHTML={{ __html: mockup.compact }} />
      <div className={cn(drawing, "max-md:hidden")} dangerouslySetInnerHTML={{ __html: mockup.wide }} />
    </div>
  );
}
