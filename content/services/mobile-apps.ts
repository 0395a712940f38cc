import type { ServicePage } from "../schema";

export default {
  slug: "mobile-apps",
  label: "Mobile Apps",
  group: "Services",
  heroTitle: "iOS and Android apps, native or cross-platform",
  tagline:
    "We design for phones as people use them, on patchy signal and between calls, and see your app through store review.",
  intro: [
    "People delete an app that drains the battery, loses a half-filled form or asks for every permission on first launch, so we design around the device. That means planning for small screens, one-handed use and the platform conventions iPhone and Android users notice the moment they are broken. Our definition of done includes a VoiceOver and TalkBack pass through key journeys.",
    "We build native and cross-platform apps alike. Swift with SwiftUI and Kotlin with Jetpack Compose give the deepest access to hardware and new OS features. Flutter and React Native let one team ship both platforms. Which of them we recommend depends on your roadmap, budget and hiring plans.",
    "Beta builds reach your phone within the first few sprints through TestFlight and Google Play internal testing. Store submission is part of the plan: the 6-12 weeks a bespoke app usually takes to reach the stores include time for review feedback from Apple or Google. OS updates, crash triage and new features can then continue under a support agreement.",
  ],
  cardsHeading: "On the phone, on the wrist and on the server",
  cards: [
    {
      title: "Native iOS development",
      description:
        "We write iOS apps in Swift with SwiftUI, dropping to UIKit where a screen needs finer control. New storage code uses SwiftData where the app's minimum iOS version allows it; Core Data stays where an existing app already depends on it. Integrations with HealthKit, StoreKit and Sign in with Apple follow Apple's App Review Guidelines, which releases have to pass.",
    },
    {
      title: "Native Android development",
      description:
        "Our Android apps are written in Kotlin with Jetpack Compose and coroutines, in a clean architecture that separates UI, domain and data layers. We test on a device matrix drawn from your analytics, in Firebase Test Lab and on physical budget phones. Material Design conventions are respected, and background work runs through WorkManager within the limits the OS sets.",
    },
    {
      title: "Cross-platform with Flutter and React Native",
      description:
        "One codebase can serve iOS and Android when the product allows it: Flutter for brand-led interfaces drawn identically on both, React Native for teams fluent in React and TypeScript, with platform channels or native modules for what must stay native.",
    },
    {
      title: "App Store and Google Play release",
      description:
        "We prepare store listings, screenshots, the App Store privacy details and the Google Play data safety form, and manage review submissions. Signing and builds are automated. Releases go out in stages, and a bad version can be halted. Apps for your own staff stay off the public listings: custom apps through Apple Business Manager, private apps in managed Google Play.",
    },
    {
      title: "Offline-first and data sync",
      description:
        "For users who lose their connection in basements, warehouses and planes, a local database (Room on Android, SwiftData on iOS) holds the working set while a sync layer queues changes, resolves conflicts by rules agreed with you and reconciles once the connection returns.",
    },
    {
      title: "Push notifications and messaging",
      description:
        "Notifications go through APNs and Firebase Cloud Messaging, segmented by behaviour and preference. Deep links open the right screen and rich notifications carry images and actions. The permission prompt waits until users have seen what the notifications are for.",
    },
    {
      title: "Wearables and connected devices",
      description:
        "Companion apps for Apple Watch and Wear OS extend a product to the wrist, and Bluetooth Low Energy links it to sensors, fitness trackers and IoT hardware. Interactions are designed to be glanceable within tight battery budgets, with pairing and reconnection flows that non-technical users can follow.",
    },
    {
      title: "Mobile back ends and APIs",
      description:
        "A mobile back end has to serve app versions your users have not updated yet. We design compact payloads, pagination, token refresh and versioned endpoints that keep older releases working. The back end runs on Node.js or Go, or on Supabase when a managed service fits the scope.",
    },
    {
      title: "App maintenance and support",
      description:
        "Every year brings major iOS and Android releases, new devices and new store policies. We triage crashes, keep SDKs current, meet Google Play's target API level deadlines and ship fixes. Business-critical apps can add on-call cover under a support agreement.",
    },
  ],
  meta: {
    title: "Mobile App Development for iOS and Android",
    description:
      "iOS and Android apps built natively in Swift and Kotlin or once in Flutter or React Native, designed to work offline and maintained through OS releases.",
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
