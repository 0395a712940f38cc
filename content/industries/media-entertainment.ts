import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "media-entertainment",
  label: "Media & Entertainment",
  group: "Industries",
  topic: "Media & Entertainment",
  heroTitle: "Media, Streaming & Entertainment Technology",
  tagline:
    "Streaming to your own audience means HLS and DASH delivery, multi-DRM, rights and windowing rules, and ad breaks that do not stall playback. We engineer all four for broadcasters, studios, publishers and creators.",
  whyHeading: "Streaming and media engineering for launch nights and live events",
  why: [
    "Start-up time and rebuffering, measured per platform on real devices, show where a streaming service loses its viewers. We trace the content lifecycle from ingest to playback, and the first release fixes what affects the most viewers.",
    `The video pipelines we build cover adaptive bitrate ladders, per-title encoding, HLS and DASH packaging, and low-latency variants for live events. Premium content is protected with Widevine, FairPlay and PlayReady through a multi-DRM key service, with forensic watermarking where a studio requires it. Where the player also falls to ${site.name}, it runs on Shaka Player for the web, Media3 on Android and AVPlayer on Apple devices.`,
    "Licences, territories, windows and holdbacks live in a rights system your business affairs team can use day to day, enforced at playback through geo-restriction and entitlement checks. Structured metadata sends one title to platforms, aggregators and free ad-supported channels without re-keying, and a rights change reaches every outlet from one record.",
    "For advertising we favour server-side ad insertion, with SCTE-35 markers for live breaks and consent collected through the industry's shared frameworks. Fill rate is weighed against viewer experience with your ad operations team: a break that stalls the stream can cost more than it earns.",
  ],
  thingsWeBuild: [
    "Streaming platforms for subscription, ad-funded and free channel services across web, mobile and TV apps",
    "Transcoding and packaging pipelines producing HLS and DASH from a single set of encodes",
    "Multi-DRM licence services with Widevine, FairPlay and PlayReady",
    "Rights and windowing systems that enforce territories at playback",
    "Server-side ad insertion with SCTE-35 signalling for live channels",
    "Media asset management and metadata tools for editorial teams",
    "Subscription, paywall and entitlement services with churn analytics",
    "Recommendation and search features driven by viewing behaviour",
  ],
  challengesWeSolve: [
    "Slow start-up and rebuffering that push viewers to close the app",
    "Live events that fall over when the audience peaks at kick-off",
    "Rights errors that show content in territories where it is not licensed",
    "Ad breaks that stall playback or repeat the same creative",
    "A separate codebase for every smart TV brand and streaming stick",
    "Metadata re-keyed by hand for each distribution partner",
    "CDN bills that grow faster than the audience does",
    "Consent banners that cost revenue without satisfying the regulator",
  ],
  howWeKeepYouAhead: [
    "Quality-of-experience dashboards broken down by device, region and CDN",
    "Low-latency streaming for live sport, betting and second-screen use",
    "Multi-CDN switching driven by real playback data",
    "Codec planning for newer, more efficient formats where device support makes them worthwhile",
    "Shared TV app code across Tizen, webOS and Android TV where the platforms allow it",
    "Load tests that rehearse peak concurrency before big premieres",
    "Caption, subtitle and audio description tracks checked on every target player before a title is published",
    "Run-of-show checklists and rollback plans agreed before each premiere or live event",
  ],
  meta: {
    title: "Media & Streaming Technology Solutions",
    description:
      "Streaming platforms with HLS, DASH and multi-DRM, rights and windowing systems, and server-side ad insertion for broadcasters, studios, publishers and creators.",
    keywords: [
      "media software",
      "ott platform development",
      "video streaming",
      "drm",
      "rights management",
      "ad tech",
      "server-side ad insertion",
    ],
  },
} satisfies ExpertisePage;
