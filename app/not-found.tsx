import type { Metadata } from "next";
import { LinkButton } from "@/components/ui/Button";
import { LogMissingPath } from "@/components/ui/LogMissingPath";

export const metadata: Metadata = {
  title: { absolute: "Page not found" },
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="on-dark relative isolate flex min-h-[80vh] items-center overflow-hidden bg-ink-900 pt-(--spacing-header) text-white">
      <div
        aria-hidden="true"
        className="absolute -right-40 top-1/2 -z-10 size-[40rem] -translate-y-1/2 rounded-full bg-[radial-gradient(circle,rgba(201,242,77,.25),transparent_65%)]"
      />
      <div className="container-page py-20">
        <p className="text-[clamp(6rem,4rem+10vw,14rem)] font-semibold leading-none tracking-[-0.06em] text-accent">404</p>
        <h1 className="mt-4 text-heading font-semibold">Oops! Page not found</h1>
        <p className="mt-4 max-w-xl text-lead text-muted-on-dark">
          The page you asked for has moved or never existed. Everything we do starts from the home page.
        </p>
        <div className="mt-10">
          <LinkButton href="/">Back to the home page</LinkButton>
        </div>
      </div>
      <LogMissingPath />
    </section>
  );
}
