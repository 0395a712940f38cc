import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { Footer } from "@/components/layout/Footer";
import { Header } from "@/components/layout/Header";
import { ContactLinkScroll } from "@/components/enhancements/ContactLinkScroll";
import { HydrationMark } from "@/components/enhancements/HydrationMark";
import { site } from "@/content/site";
import { ui } from "@/content/ui";
import { INLINE_ICON_URL } from "@/lib/seo/icon";
import { WEB_MANIFEST_PATH } from "@/lib/seo/web-manifest";
import { fullTitle } from "@/lib/seo/title";
import { BRAND_INK } from "@/lib/shared/brand";
import { serverSettings } from "@/lib/settings/server";
import { CORE_FONT_URL } from "./fonts/core-font";
import "./globals.css";
import { SITE_LANGUAGE } from "@/lib/shared/language";

export const metadata: Metadata = {
  metadataBase: new URL(serverSettings().siteUrl),
  title: { default: site.name, template: fullTitle("%s") },
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
  // app/favicon.ico adds its own link; the touch icon is named here because metadata icons replace the file's.
  icons: {
    icon: [{ url: INLINE_ICON_URL, type: "image/svg+xml", sizes: "any" }],
    apple: [{ url: "/apple-icon.png", type: "image/png", sizes: "180x180" }],
  },
};

export const viewport: Viewport = {
  themeColor: BRAND_INK,
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  // High priority: the font comes with the stylesheet, and its `optional` face holds the first frame for it.
  preload(CORE_FONT_URL, { as: "font", type: "font/woff2", crossOrigin: "anonymous", fetchPriority: "high" });
  return (
    <html lang={SITE_LANGUAGE}>
      <body>
        {/* React hoists it into the head. With credentials, the manifest shares the page's connection instead of
            opening an uncredentialed one of its own, a round trip that Lighthouse counts in the largest paint. */}
        <link rel="manifest" href={WEB_MANIFEST_PATH} crossOrigin="use-credentials" />
        <a
          href="#main"
          className="sr-only z-[60] rounded-pill bg-accent px-5 py-3 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {ui.skipToContent}
        </a>
        <Header />
        {/* No Suspense boundary here: React would stream main and the footer as hidden segments that
            an inline script reveals, so a visitor without JavaScript would see an empty page. */}
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer />
        <HydrationMark />
        <ContactLinkScroll />
      </body>
    </html>
  );
}
