import type { MockupPicture } from "@/lib/art/work-art";
import { cn } from "@/lib/shared/cn";

type Props = {
  picture: MockupPicture;
  /** Decorative where nearby text already says what the shot shows (a teaser card). */
  decorative?: boolean;
  /** In the first viewport (a hero): load at once, with high priority. Lazy otherwise. */
  priority?: boolean;
  className?: string;
};

/**
 * A case study's product shot as an art-directed `<picture>`: both devices from md up, the front
 * device cropped close on phones. Plain SVG files, so the text inside uses the system UI font.
 */
export function ProductShot({ picture, decorative = false, priority = false, className }: Props) {
  const { wide, compact } = picture;
  return (
    <picture>
      <source media="(min-width: 768px)" srcSet={wide.src} width={wide.width} height={wide.height} />
      <img
        src={compact.src}
        width={compact.width}
        height={compact.height}
        alt={decorative ? "" : picture.alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={cn("block h-auto w-full select-none", className)}
      />
    </picture>
  );
}
