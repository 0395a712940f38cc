import type { Metadata } from "next";
import { DarkBand } from "@/components/sections/DarkBand";
import { LinkButton } from "@/components/ui/Button";
import { LogMissingPath } from "@/components/enhancements/LogMissingPath";
import { notFoundContent as text } from "@/content/pages";
import { fullTitle } from "@/lib/seo/title";

// Next.js already marks the 404 page noindex; one robots tag is enough.
export const metadata: Metadata = { title: { absolute: fullTitle(text.title) } };

export default function NotFound() {
  return (
    <DarkBand tall>
      <p className="text-[clamp(6rem,4rem+10vw,14rem)] font-semibold leading-none tracking-[-0.06em] text-accent">
        {text.code}
      </p>
      <h1 className="mt-4 text-heading font-semibold">{text.heading}</h1>
      <p className="mt-4 max-w-xl text-lead text-muted-on-dark">{text.lead}</p>
      <div className="mt-10">
        <LinkButton href="/">{text.button}</LinkButton>
      </div>
      <LogMissingPath />
    </DarkBand>
  );
}
