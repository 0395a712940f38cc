import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "media-entertainment",
  label: "Media & Entertainment",
  group: "Industries",
  topic: "Media & Entertainment",
  heroTitle: "Media, Streaming & Entertainment Technology",
  tagline:
    "Streaming platforms, content operations and monetisation for broadcasters, studios, publishers and creators: HLS and DASH delivery, multi-DRM protection, rights and windowing, and ad tech that respects both revenue and the viewer.",
  whyHeading: "Streaming and media engineering for launch nights and live events",
  why: [
    `Media products are judged in seconds. A slow start, a rebuffer during a live match or a rights error on launch night happens in public. ${site.name} engineers for those moments. We begin with the content lifecycle, from ingest and transcoding through packaging, rights, delivery and playback, and find where time, money or viewers are lost. Then we build or integrate the pieces that fix it, measured with quality-of-experience data from real players.`,
    "Our video work covers adaptive bitrate ladders, per-title encoding, CMAF packaging for HLS and MPEG-DASH, and low-latency variants for live events. Premium content is protected with multi-DRM, using Widevine, FairPlay and PlayReady through a key service, with forensic watermarking added when studios require it. Players are built on Shaka Player, hls.js, Media3 and AVPlayer across web, mobile and connected TV, with analytics that show start-up time and rebuffering per device.",
    "Rights decide what can be shown, where and when. We model licences, territories, windows, holdbacks and talent clauses in a rights management system your business affairs team can actually use, then enforce them at playback through geo-restriction and entitlement checks. Metadata is structured around EIDR identifiers and partner specifications, so one title can go to platforms, aggregators and FAST channels without anyone re-keying data.",
    "Advertising pays for much of modern media, and it is easy to get wrong. We implement server-side ad insertion, VAST and VMAP, SCTE-35 markers for live breaks, and header bidding through Prebid where it fits. Consent runs through the IAB TCF and GPP so targeting stays lawful under GDPR and US state privacy laws. We weigh fill rate against viewer experience, because an ad break that stalls the stream costs more than it earns.",
  ],
  thingsWeBuild: [
    "OTT platforms for SVOD, AVOD and FAST across web, mobile and TV apps",
    "Transcoding and packaging pipelines producing CMAF for HLS and DASH",
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
    "Low-latency HLS and DASH for live sport, betting and second-screen use",
    "Multi-CDN switching driven by real playback data",
    "Codec planning for HEVC and AV1 where device support makes it worthwhile",
    "Shared TV app code across Tizen, webOS and Android TV where it makes sense",
    "Load tests that rehearse peak concurrency before big premieres",
    "Consent handling kept current with new IAB TCF and GPP versions",
    "On-call engineers 24/7 during live broadcasts and release windows",
  ],
  meta: {
    title: "Media & Streaming Technology Solutions",
    description:
      "Streaming platforms with HLS, DASH and multi-DRM, rights and windowing systems, and ad tech with SSAI for broadcasters, studios, publishers and creators.",
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
