import type { Metadata } from "next";
import { DarkBand } from "@/components/sections/DarkBand";
import { LinkButton } from "@/components/ui/Button";
import { LogMissingPath } from "@/components/ui/LogMissingPath";

export const metadata: Metadata = {
  title: { absolute: "Page not found" },
  robots: { index: false },
};

export default function NotFound() {
  return (
    <DarkBand tall>
      <p className="text-[clamp(6rem,4rem+10vw,14rem)] font-semibold leading-none tracking-[-0.06em] text-accent">
        404
      </p>
      <h1 className="mt-4 text-heading font-semibold">Oops! Page not found</h1>
      <p className="mt-4 max-w-xl text-lead text-muted-on-dark">
        The page you asked for has moved or never existed. Everything we do starts from the home page.
      </p>
      <div className="mt-10">
        <LinkButton href="/">Back to the home page</LinkButton>
      </div>
      <LogMissingPath />
    </DarkBand>
  );
}
