import type { Metadata, Viewport } from "next";
import { geist } from "./fonts/geist";
import { Suspense, type ReactNode } from "react";
import { Footer } from "@/components/layout/Footer";
import { Header } from "@/components/layout/Header";
import { ContactLinkScroll } from "@/components/ui/ContactLinkScroll";
import { HydrationMark } from "@/components/ui/HydrationMark";
import { site } from "@/content/site";
import { ui } from "@/content/ui";
import { fullTitle } from "@/lib/seo/title";
import { BRAND_INK } from "@/lib/shared/brand";
import { serverSettings } from "@/lib/settings/server";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(serverSettings().siteUrl),
  title: { default: site.name, template: fullTitle("%s") },
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  themeColor: BRAND_INK,
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={geist.variable}>
      <body>
        <a
          href="#main"
          className="sr-only z-[60] rounded-pill bg-accent px-5 py-3 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {ui.skipToContent}
        </a>
        <Header />
        {/* The header hydrates with the page's shell, so the menu button works first. Main and footer
            are Suspense boundaries: React hydrates them afterwards in slices of a few milliseconds,
            yielding to input, instead of in one long task. HydrationMark is in the last boundary. */}
        <Suspense>
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
        </Suspense>
        <Suspense>
          <Footer />
          <HydrationMark />
        </Suspense>
        <ContactLinkScroll />
      </body>
    </html>
  );
}
