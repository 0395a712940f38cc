import type { ExpertisePage } from "../schema";

export default {
  slug: "swift",
  label: "Swift (iOS)",
  group: "Mobile",
  topic: "Swift (iOS)",
  heroTitle: "Swift iOS App Development",
  tagline:
    "We write iPhone and iPad apps in Swift and SwiftUI, with App Store review rules settled while each feature is still a design.",
  whyHeading: "Apple's new features on release day, at the price of a second codebase",
  why: [
    "Native Swift gives access, on release day, to everything Apple ships: widgets, Live Activities, App Intents for Siri and Shortcuts, HealthKit, Apple Pay, CarPlay and on-device machine learning with Core ML. Cross-platform frameworks reach these features later, often through community plugins of uneven quality.",
    "Native iOS means a second codebase in Kotlin once you need Android, and two teams keeping features in step. For a form-driven app that must reach both stores on one budget, one Flutter or React Native codebase costs less. Supporting older iOS versions also rules out newer SwiftUI APIs, and we set that minimum with you.",
    "New screens are written in SwiftUI, with the Observation framework and previews making interfaces quicker to build and test. UIKit stays on hand for complex collection views and rich text editing. Swift concurrency, with async/await, actors and the data-race checks of the Swift 6 language mode, catches many threading bugs at compile time.",
    "Privacy manifests and accurate privacy labels are prepared with each feature, and designs are checked against the App Store Review Guidelines. Subscriptions use StoreKit 2 with server-side checks through the App Store Server API. Builds flow through Xcode Cloud or Fastlane into TestFlight, where stakeholders try real builds weekly.",
  ],
  thingsWeBuild: [
    "Native iPhone and iPad apps in SwiftUI, with UIKit where it still fits better",
    "Subscription apps with StoreKit 2 paywalls and server-side entitlement checks",
    "Health and fitness apps using HealthKit, with Apple Watch companions",
    "Widgets, Live Activities and App Intents for Siri and Shortcuts",
    "Offline-capable apps on SwiftData or Core Data with CloudKit sync",
    "Keychain storage and Face ID sign-in for apps that handle money or health data",
    "On-device features built with Core ML, Vision and the Speech framework",
    "Reusable Swift packages shared across several apps in one organisation",
  ],
  challengesWeSolve: [
    "App Store rejections diagnosed and resolved against the Review Guidelines",
    "Objective-C codebases migrated to Swift file by file through interoperability",
    "Screens that trip up VoiceOver or Dynamic Type, found by working through the app's everyday tasks in VoiceOver, confirmed in Accessibility Inspector and fixed",
    "Swift 6 strict concurrency errors resolved with the checks left on",
    "Original StoreKit purchase flows moved to StoreKit 2",
    "Missing privacy manifests and required-reason API declarations added",
    "Slow launches and memory spikes traced with Instruments",
    "Massive view controllers broken into testable, modular features",
  ],
  howWeKeepYouAhead: [
    "Liquid Glass adopted with your designers, starting with the screens users see most: apps built with the iOS 27 SDK can no longer opt out of it",
    "UIKit code ported to the scene-based life cycle, which Apple now requires of any app built against the current SDK",
    "Modules that do little concurrent work moved to Swift 6.2's main-actor-by-default setting, which new Xcode projects already use",
    "New unit tests written with Swift Testing, the framework Apple introduced with Xcode 16, running beside your existing test suites",
    "App Intents exposed to Siri, Shortcuts and Spotlight for the tasks your users repeat",
    "Shopping, banking and travel apps for EU consumers checked against the European Accessibility Act, in force for them since 28 June 2025",
    "Phased releases in App Store Connect to contain the impact of regressions",
    "On-device features for tasks whose data should never reach a server, built on the Foundation Models framework that arrived with iOS 26",
  ],
  meta: {
    title: "Native iOS App Development in Swift",
    description:
      "Native iOS apps in Swift and SwiftUI: StoreKit 2 subscriptions, widgets and Live Activities, with Apple's review rules checked as each feature is designed.",
    keywords: ["ios app development", "swift development", "swiftui", "storekit 2", "iphone app agency", "native ios"],
  },
} satisfies ExpertisePage;
