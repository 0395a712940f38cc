import { ui } from "@/content/ui";

/** The visible mark on a draft, which only the development server and previews ever build. */
export function DraftMark() {
  return (
    <span
      title={ui.articles.draftNote}
      className="inline-flex items-center rounded-pill bg-danger px-3 py-1 text-eyebrow font-semibold uppercase text-white"
    >
      {ui.articles.draft}
    </span>
  );
}
