import type { ExpertisePage } from "../schema";

export default {
  slug: "swift",
  label: "Swift (iOS)",
  group: "Mobile",
  topic: "Swift (iOS)",
  heroTitle: "Swift iOS App Development",
  tagline:
    "When an app has to feel entirely at home on iPhone and iPad, native Swift is the straightforward choice. We build iOS apps in SwiftUI and UIKit with Swift concurrency, StoreKit 2 and current platform features, and we plan for App Store review from the very first sprint.",
  whyHeading: "Why native Swift is worth it for serious iOS products",
  why: [
    "Native Swift gives direct, day-one access to everything Apple ships: widgets, Live Activities, App Intents for Siri and Shortcuts, HealthKit, Apple Pay, CarPlay and on-device machine learning with Core ML. Cross-platform frameworks reach these features eventually, often through community plugins of uneven quality. If your product depends on the platform's own capabilities, Swift removes a layer of risk and a layer of waiting.",
    "SwiftUI is now our default for new screens. Declarative layouts, previews and the Observation framework make interfaces quicker to build and easier to test, while UIKit remains on hand for complex collection views, rich text editing or behaviour SwiftUI cannot yet express. Swift concurrency, with async/await, actors and the data-race checks of the Swift 6 language mode, replaces nested completion handlers and rules out whole categories of threading bug at compile time.",
    "Shipping is as much about Apple's rules as about code. We design with the App Store Review Guidelines in mind, prepare privacy manifests and accurate privacy nutrition labels, and handle App Tracking Transparency properly. Subscriptions and in-app purchases use StoreKit 2, with server-side checks through the App Store Server API and its notifications. Builds flow through Xcode Cloud or Fastlane into TestFlight, so stakeholders try real builds every week.",
    "A native iOS app is only half of most mobile strategies. If you also need Android, you will fund a second codebase in Kotlin, and keeping features in step takes discipline in product management. Supporting older iOS versions restricts which SwiftUI APIs are available, so the minimum deployment target is a business decision we make with you early. For simple content or form-driven apps, Flutter or React Native may deliver more for the same budget.",
  ],
  thingsWeBuild: [
    "Native iPhone and iPad apps in SwiftUI, with UIKit where it still fits better",
    "Subscription apps with StoreKit 2 paywalls and server-side entitlement checks",
    "Health and fitness apps using HealthKit, with Apple Watch companions",
    "Widgets, Live Activities and App Intents for Siri and Shortcuts",
    "Offline-capable apps on SwiftData or Core Data with CloudKit sync",
    "Banking-grade security with Keychain storage and Face ID sign-in",
    "On-device features built with Core ML, Vision and the Speech framework",
    "Reusable Swift packages shared across several apps in one organisation",
  ],
  challengesWeSolve: [
    "App Store rejections diagnosed and resolved against the Review Guidelines",
    "Objective-C codebases migrated to Swift file by file through interoperability",
    "Completion-handler code converted to async/await and actors",
    "Swift 6 strict concurrency errors resolved without switching the checks off",
    "Original StoreKit purchase flows moved to StoreKit 2",
    "Missing privacy manifests and required-reason API declarations added",
    "Slow launches and memory spikes traced with Instruments",
    "Massive view controllers broken into testable, modular features",
  ],
  howWeKeepYouAhead: [
    "Reviewing new iOS APIs after each WWDC and planning deprecations early",
    "Swift Testing and XCTest suites running in Xcode Cloud or GitHub Actions",
    "Snapshot tests protecting layouts across devices and Dynamic Type sizes",
    "Modular architecture with Swift Package Manager for faster, isolated builds",
    "Crash reports and MetricKit data reviewed after every release",
    "Accessibility checked with VoiceOver, Dynamic Type and Accessibility Inspector",
    "Phased releases in App Store Connect to contain the impact of regressions",
    "Release automation with Fastlane covering signing, screenshots and metadata",
  ],
  meta: {
    title: "Native iOS App Development in Swift",
    description:
      "Native iOS apps in Swift and SwiftUI that feel at home on the iPhone, with subscriptions, widgets and App Store review planned in from the first sprint.",
    keywords: ["ios app development", "swift development", "swiftui", "storekit 2", "iphone app agency", "native ios"],
  },
} satisfies ExpertisePage;
