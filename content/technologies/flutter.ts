import type { ExpertisePage } from "../schema";

export default {
  slug: "flutter",
  label: "Flutter",
  group: "Mobile",
  topic: "Flutter",
  heroTitle: "Flutter App Development",
  tagline:
    "One Dart codebase draws the same brand-led interface on iPhone and Android, with native code where a feature needs it.",
  whyHeading: "Pixel-level control for brand-led apps on both platforms",
  why: [
    "For a brand with a distinctive visual identity, the strongest argument for Flutter is that it draws every pixel through its own rendering engine. The app looks the same on iOS and Android, animation and bespoke design are under precise control, and platform-specific layout bugs are fewer.",
    "Impeller, the default renderer on iOS and on Android 10 and later, compiles shaders ahead of time and removes the first-run animation jank of older Skia-based builds. Release builds compile to native ARM code, and the engine adds a few megabytes to each download. On the web, Flutter suits app-like tools; content sites that depend on search ranking need real HTML.",
    "Camera pipelines, Bluetooth, payments and background tasks still need native code, reached through platform channels generated with Pigeon for type safety, or through Dart FFI when wrapping C libraries. Heavy parsing or encryption runs in Dart isolates, and Riverpod or Bloc keeps business logic testable and away from widgets.",
    "Our Flutter teams pair Dart engineers with a Swift and a Kotlin specialist, because most serious apps reach native code sooner or later. Experienced Dart developers are harder to hire than JavaScript ones, though engineers coming from Kotlin or TypeScript pick the language up quickly.",
  ],
  thingsWeBuild: [
    "Consumer apps for iOS and Android with custom, brand-led interfaces",
    "Field service and inspection apps that work offline and sync later",
    "Fintech and wallet apps with biometric login and secure key storage",
    "Companion apps for Bluetooth Low Energy devices and wearables",
    "Staff apps published as custom apps in Apple Business Manager and as private apps in managed Google Play",
    "Booking and ordering apps with maps, card payments and push messaging",
    "Desktop tools for Windows, macOS and Linux from the same Dart codebase",
    "Flutter design systems with themed, reusable widget libraries",
  ],
  challengesWeSolve: [
    "Janky scrolling and animations traced with Flutter DevTools and fixed",
    "Unstructured setState code moved to Riverpod or Bloc with clear layers",
    "Fragile hand-written platform channels replaced with Pigeon interfaces",
    "Heavy computation moved off the UI thread into Dart isolates",
    "App size reduced through deferred components, tree shaking and asset audits",
    "Offline data conflicts handled with Drift and an explicit sync strategy",
    "Accessibility gaps closed with Semantics widgets, then checked in TalkBack and VoiceOver on the screens users reach most",
    "Ageing native apps moved to Flutter screen by screen using add-to-app",
  ],
  howWeKeepYouAhead: [
    "Web builds compiled to WebAssembly for apps that must also run in a browser",
    "Design-system widgets reviewed one by one in the Widget Previewer inside the IDE",
    "iOS plugins you depend on checked for the UIScene life cycle, which apps built with the iOS 27 SDK must adopt",
    "Swift Package Manager adopted for iOS dependencies that offer it: CocoaPods trunk stops taking new versions on 2 December 2026",
    "Frame build and raster times measured on your oldest supported Android phones, release by release",
    "Dart's dot shorthands (.center in place of MainAxisAlignment.center) used in new widget code, and in older files as they are touched",
    "Material and Cupertino imports moved to the standalone material_ui and cupertino_ui packages as the built-in libraries head for deprecation",
    "Custom painters and shaders tested under both Android renderers, as phones older than Android 10 still draw with Skia",
  ],
  meta: {
    title: "Flutter Apps for iOS and Android from One Codebase",
    description:
      "Brand-led apps for iOS and Android from one Flutter codebase, with consistent design on both stores, accessible widgets and automated releases to both.",
    keywords: [
      "flutter development",
      "flutter app agency",
      "dart",
      "cross-platform apps",
      "ios and android apps",
      "flutter migration",
    ],
  },
} satisfies ExpertisePage;
