import type { ExpertisePage } from "../schema";

export default {
  slug: "media-entertainment",
  label: "Media & Entertainment",
  group: "Industries",
  topic: "Media & Entertainment",
  heroTitle: "Media, Streaming & Entertainment Technology",
  tagline:
    "We build the players, pipelines and rights systems behind a streaming service, and judge them by how fast playback starts on each device.",
  whyHeading: "Ready for the few minutes when the whole audience arrives",
  why: [
    `We load-test at the concurrency a live match or premiere brings in its first minutes, and agree a run-of-show and a rollback plan with the people running the event. Where a support agreement covers live events, the engineers who built the stream stay on call while it is on air, watching start-up time and rebuffering per device.`,
    "Licences, territories, windows and holdbacks belong in a rights system the people who negotiate them can use daily, with geo-restriction and entitlement checks enforcing them at playback. Structured metadata then sends a title to platforms, aggregators and free ad-supported channels from one record.",
    `Video pipelines encode each title to its own bitrate ladder and package it once for HLS and DASH. Premium content goes through a multi-DRM key service for Widevine, FairPlay and PlayReady, with forensic watermarking where a studio requires it. Players run on Shaka Player for the web, Media3 on Android and AVPlayer on Apple devices.`,
    "Server-side ad insertion keeps breaks inside the stream and marks them with SCTE-35 cues on live channels. Consent for targeted ads is collected through the advertising industry's Transparency and Consent Framework. We set fill-rate targets against rebuffering and abandonment figures: a break that stalls playback can cost more than it earns.",
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
    "Delivery bills that grow faster than the audience does",
    "Consent banners that cost revenue and still fall short of the regulator's rules",
  ],
  howWeKeepYouAhead: [
    "Quality-of-experience dashboards broken down by device, region and delivery network",
    "Low-latency streaming for live sport, betting and second-screen use",
    "Switching between content delivery networks, driven by real playback data",
    "AV1 renditions added to the ladder for the devices that decode it in hardware",
    "Shared TV app code across Tizen, webOS and Android TV where the platforms allow it",
    "Concurrent-stream limits per account, enforced by the entitlement service",
    "Caption, subtitle and audio description tracks checked on every target player as part of publishing a title",
    "Catch-up versions and highlight clips cut from the live recording for on-demand release",
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
