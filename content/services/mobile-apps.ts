import type { ServicePage } from "../schema";

export default {
  slug: "mobile-apps",
  label: "Mobile Apps",
  group: "Services",
  heroTitle: "Native and cross-platform apps for iOS and Android",
  tagline:
    "Native iOS and Android apps in Swift and Kotlin, or one shared codebase in Flutter or React Native, taken from first prototype through store review and into maintenance.",
  intro: [
    "People delete apps that drain the battery, lose a half-filled form when the signal drops or demand every permission on first launch. We design around the device: intermittent networks, small screens, sessions interrupted by a call, and the platform conventions iPhone and Android users notice the moment they are broken.",
    "The first decision is usually native or cross-platform, and we build both. Swift with SwiftUI and Kotlin with Jetpack Compose give the deepest access to hardware and new OS features. Flutter and React Native let one team ship both platforms from a shared codebase, at the price of native modules or platform channels for anything platform-specific. We weigh that against your roadmap, budget and hiring plans before recommending one.",
    "Test builds reach your phone within the first few sprints through TestFlight and Google Play internal testing. Store submission is part of the plan, with time set aside for review feedback from Apple or Google. Custom apps usually reach their first store release in 6-12 weeks; OS updates, crash triage and new features can then continue under a support agreement.",
  ],
  cardsHeading: "Mobile app development services",
  cards: [
    {
      title: "Native iOS development",
      description:
        "Apps written in Swift with SwiftUI, or UIKit where a screen demands finer control. We use Swift concurrency, Core Data or SwiftData for storage, and integrate Apple frameworks such as HealthKit, StoreKit, MapKit and Sign in with Apple, following the Human Interface Guidelines throughout.",
    },
    {
      title: "Native Android development",
      description:
        "Kotlin apps built with Jetpack Compose, coroutines and a clean architecture that separates UI, domain and data layers. We test across the fragmented Android device landscape, respect Material Design conventions and handle background work properly with WorkManager, within the limits the OS sets.",
    },
    {
      title: "Cross-platform with Flutter and React Native",
      description:
        "One codebase for iOS and Android when the product allows it. Flutter suits custom, brand-led interfaces rendered identically on both platforms; React Native fits teams already fluent in React and TypeScript. Platform channels or native modules cover the parts that must stay native.",
    },
    {
      title: "App Store and Google Play release",
      description:
        "We prepare store listings, screenshots, privacy nutrition labels and the Google Play data safety form, and manage review submissions. Releases go out through phased rollout with Fastlane automating signing and builds, so a bad version can be halted before it reaches every user.",
    },
    {
      title: "Offline-first and data sync",
      description:
        "Apps that keep working in a basement, a warehouse or a plane. A local database such as SQLite, Room or SwiftData holds the working set; a sync layer queues changes, resolves conflicts by rules agreed with you and reconciles with your back end once the connection returns.",
    },
    {
      title: "Push notifications and messaging",
      description:
        "Notifications through APNs and Firebase Cloud Messaging, segmented by behaviour and preference. Deep links open the right screen, rich notifications carry images and actions, and opt-in prompts are timed so users understand the value before being asked.",
    },
    {
      title: "Wearables and connected devices",
      description:
        "Companion apps for Apple Watch and Wear OS, and integrations with Bluetooth Low Energy sensors, fitness trackers and IoT hardware. We design for glanceable interactions and tight battery budgets, and build reliable pairing and reconnection flows that non-technical users can follow.",
    },
    {
      title: "Mobile back ends and APIs",
      description:
        "Back ends shaped for mobile clients: compact payloads, pagination, token refresh and versioned endpoints that keep older app releases working while users take their time to update. We build on Node.js or Go, or on Firebase and Supabase when a managed service fits the scope.",
    },
    {
      title: "App maintenance and support",
      description:
        "Each year brings major iOS and Android releases, new devices and new store policies. We monitor crashes with Crashlytics or Sentry, keep SDKs and dependencies current, adopt required API levels on time and ship fixes quickly, with 24/7 support available for business-critical apps.",
    },
  ],
  meta: {
    title: "Mobile App Development for iOS and Android",
    description:
      "iOS and Android apps built natively in Swift and Kotlin or once in Flutter or React Native, designed to work offline and maintained through each OS release.",
    keywords: [
      "mobile app development",
      "ios app development",
      "android app development",
      "flutter development",
      "react native development",
      "offline-first apps",
    ],
  },
} satisfies ServicePage;
