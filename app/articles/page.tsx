import Link from "next/link";
import { DarkBand } from "@/components/sections/DarkBand";
import { ArrowRightIcon } from "@/components/ui/icons";
import { articlesContent as articles } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(articles.meta, "/articles");

export default function ArticlesPage() {
  return (
    <DarkBand tall glow="violet">
      <p className="text-eyebrow font-semibold uppercase text-accent">Articles</p>
      <h1 className="mt-4 text-display font-semibold">{articles.heading}</h1>
      <p className="mt-6 max-w-2xl text-lead text-white/85">{articles.lead}</p>
      <Link
        href="/#contact-section"
        className="group mt-10 inline-flex min-h-12 items-center gap-3 rounded-pill bg-accent px-7 py-3.5 font-semibold text-ink-900 hover:bg-accent-strong"
      >
        Get Notified When We Launch
        <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />
      </Link>
    </DarkBand>
  );
}
