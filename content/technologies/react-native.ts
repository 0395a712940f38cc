import type { ExpertisePage } from "../schema";

export default {
  slug: "react-native",
  label: "React Native",
  group: "Mobile",
  topic: "React Native",
  heroTitle: "React Native App Development",
  tagline:
    "If your team writes React, React Native lets it ship iOS and Android apps too. We build on the New Architecture with Expo and Hermes, adding Swift or Kotlin modules where the platform demands them.",
  whyHeading: "Why React Native makes sense for teams already using React",
  why: [
    "React Native renders real native views, driven by React components written in TypeScript. An organisation with a React web team gets shared hiring, shared tooling and shared code for validation, API clients and state. The app still looks and behaves like an iOS or Android app, because buttons, text inputs and lists are the platform's own controls.",
    "Since React Native 0.76 the New Architecture has been the default. Fabric, the new renderer, supports concurrent React features and synchronous layout; TurboModules load native modules lazily and call them through JSI, without the old asynchronous bridge. Codegen produces typed interfaces between JavaScript and native code. Hermes compiles JavaScript to bytecode at build time, shortening start-up and reducing memory use on lower-end Android phones.",
    "We start new projects on Expo: Expo Router provides file-based navigation, config plugins and continuous native generation keep the iOS and Android projects reproducible, EAS Build produces signed binaries in the cloud, and EAS Update ships JavaScript fixes over the air within store rules. When a project needs custom native code, the Expo Modules API lets us write it in Swift and Kotlin without leaving that workflow.",
    "Graphics-heavy games, advanced camera or audio processing and apps that live mostly inside platform APIs such as HealthKit or CarPlay are better written natively. Major releases can still demand native dependency work, and third-party libraries that never moved to the New Architecture must be replaced or patched. Teams without a JavaScript background gain less from it than teams that already ship React.",
  ],
  thingsWeBuild: [
    "Cross-platform consumer apps with Expo Router and native navigation stacks",
    "Mobile companions to React web products, sharing API clients and types",
    "Marketplace apps with listings, in-app chat, payments and push notifications",
    "Custom native modules in Swift and Kotlin through the Expo Modules API",
    "Offline-first apps on SQLite or WatermelonDB with background sync",
    "Gesture-driven interfaces animated with Reanimated and Gesture Handler",
    "Brownfield integrations adding React Native screens to existing native apps",
    "Staff tools distributed through TestFlight and managed Google Play",
  ],
  challengesWeSolve: [
    "Apps on old React Native versions upgraded onto the New Architecture",
    "Libraries tied to the legacy bridge replaced or ported to TurboModules",
    "Slow long lists fixed with FlashList and careful item memoisation",
    "Dropped frames cured by moving animations to the UI thread with Reanimated worklets",
    "Bare React Native projects moved to Expo prebuild and config plugins",
    "Slow start-up addressed by enabling Hermes and trimming the initial bundle",
    "Unreliable local builds replaced with reproducible EAS Build pipelines",
    "Push notifications and deep links that behave differently on iOS and Android",
  ],
  howWeKeepYouAhead: [
    "Following each Expo SDK release and upgrading within a planned window",
    "EAS Update channels for staged rollouts and quick rollbacks",
    "End-to-end tests with Maestro or Detox on both platforms",
    "Performance tracing with React Native DevTools and native profilers",
    "TypeScript in strict mode, with types shared with your back end",
    "Error reporting through Sentry with source-mapped stack traces",
    "A native-code review before any new third-party package is added",
    "Store compliance checks covering privacy manifests and Google Play data safety forms",
  ],
  meta: {
    title: "React Native Development for React Teams",
    description:
      "iOS and Android apps that reuse your team's React skills and code, built on the New Architecture with Expo and released through EAS with over-the-air fixes.",
    keywords: [
      "react native development",
      "expo",
      "react native new architecture",
      "cross-platform mobile",
      "hermes",
      "mobile app agency",
    ],
  },
} satisfies ExpertisePage;
