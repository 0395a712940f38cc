import type { ExpertisePage } from "../schema";

export default {
  slug: "react-native",
  label: "React Native",
  group: "Mobile",
  topic: "React Native",
  heroTitle: "React Native App Development",
  tagline:
    "React Native lets a team that writes React ship iOS and Android apps too, with Swift or Kotlin modules where the platform demands them.",
  whyHeading: "Real native controls, now on the New Architecture only",
  why: [
    "Buttons, text inputs and lists in a React Native app are the platform's own controls, driven by React components written in TypeScript. An organisation with a React web team gets shared hiring, tooling and code for validation, API clients and state.",
    "Current releases run only on the New Architecture. Fabric, the renderer, supports concurrent React features and synchronous layout; TurboModules call native code through JSI without the old asynchronous bridge; Codegen types the boundary between JavaScript and native code. Hermes compiles JavaScript to bytecode at build time, shortening start-up on lower-end Android phones.",
    "We start new projects on Expo. Expo Router gives file-based navigation, continuous native generation keeps the iOS and Android projects reproducible, EAS Build produces signed binaries in the cloud and EAS Update ships JavaScript fixes over the air within store rules. Custom native code goes through the Expo Modules API, written in Swift and Kotlin.",
    "An app still on the legacy bridge needs a planned upgrade. We move React Native forward in small version steps with the Upgrade Helper, replace libraries that never adopted TurboModules, and move bare projects to Expo prebuild once the native folders can be regenerated from configuration.",
  ],
  thingsWeBuild: [
    "Cross-platform consumer apps with Expo Router and native navigation stacks",
    "Mobile companions to React web products, sharing API clients and types",
    "Marketplace apps with listings, in-app chat, payments and push notifications",
    "Custom native modules in Swift and Kotlin through the Expo Modules API",
    "Offline-first apps on SQLite or WatermelonDB with background sync",
    "Gesture-driven interfaces animated with Reanimated and Gesture Handler",
    "Brownfield integrations adding React Native screens to existing native apps",
    "Staff apps distributed as Apple Business Manager custom apps and through managed Google Play",
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
    "Android 16 (API level 36), Google Play's required target since August 2026, with the edge-to-edge layouts it makes mandatory built into all screens",
    "EAS Update channels for staged rollouts, a staff pilot group and quick rollbacks",
    "Apple's Declared Age Range API and Google Play's Age Signals API, used where an app must adapt to a user's age band",
    "Expo UI, which renders SwiftUI and Jetpack Compose views from React, for the screens that need fully native controls",
    "Third-party SDKs for analytics, payments or chat vetted for privacy manifests and TurboModule support when they are added",
    "Expo Router's web output used where the same screens should also run in a browser",
    "Hermes V1, the default JavaScript engine since React Native 0.84, measured on a test build of your app for start-up time and memory",
    "Form and data code shared with your web app where both call the same APIs, through React 19's Actions and use hook (in React Native since 0.78)",
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
