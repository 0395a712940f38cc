import type { ExpertisePage } from "../schema";

export default {
  slug: "kotlin",
  label: "Kotlin (Android)",
  group: "Mobile",
  topic: "Kotlin (Android)",
  heroTitle: "Kotlin Android Engineering",
  tagline:
    "Native Android apps in Kotlin: Jetpack Compose interfaces, coroutines and Flow for concurrency, and release pipelines that keep you within Google Play policy. We test on the long tail of Android hardware, not only the flagship on someone's desk.",
  whyHeading: "Where native Kotlin pays off on Android",
  why: [
    "Kotlin has been Google's preferred language for Android since 2019, and new Jetpack libraries are designed around it. Room, WorkManager, DataStore and Paging all expose coroutine and Flow APIs, and Jetpack Compose is Kotlin-only. Building natively means platform features arrive on the day they ship: the photo picker, per-app language settings, Credential Manager, Health Connect and predictive back. There is no bridge layer to wait on and no third-party plugin to patch when a new Android release changes behaviour.",
    "The language itself removes whole categories of defects. Null safety moves most null-pointer crashes to compile time. Structured concurrency ties every coroutine to a scope, so network calls are cancelled when a screen goes away and nothing leaks. We model screen state as an immutable StateFlow exposed by a ViewModel, render it with Compose, and test it without an emulator. Baseline Profiles and R8 full mode then keep cold start and download size in check on modest hardware.",
    "Native is not always the right call. If you need iOS and Android at launch, have one small team, and the product is mostly forms, lists and content, Flutter or React Native will usually reach both stores sooner. Kotlin Multiplatform is a middle path we often recommend: share networking with Ktor, persistence with SQLDelight and business rules across platforms, while each app keeps a native interface. Compose Multiplatform can go further, though we weigh its maturity on iOS against your design demands.",
    "Android also carries costs that buyers underestimate. Device fragmentation is real: OEM battery savers kill background work, foldables change window size mid-session, and older API levels linger in emerging markets. Google Play raises its target API level requirement every year, and its rules on foreground service types, Data safety declarations, account deletion and sensitive permissions keep tightening. We plan those deadlines into your roadmap so a policy email never turns into a rushed release.",
  ],
  thingsWeBuild: [
    "Consumer apps built with Jetpack Compose, Material 3 and adaptive layouts for phones, tablets and foldables",
    "Offline-first field apps using Room, WorkManager and conflict-aware sync to a REST or GraphQL backend",
    "Banking and health apps with passkeys via Credential Manager, biometric prompts and Play Integrity checks",
    "Kotlin Multiplatform modules that share domain logic and networking with an existing iOS app",
    "Wear OS companions, Android TV interfaces and Android Auto media experiences",
    "Internal SDKs published to Maven repositories with binary-compatibility validation",
    "Bluetooth LE and NFC integrations for connected hardware, payment terminals and access control",
    "Arabic and Romanian localisations with right-to-left mirroring and per-app language selection",
  ],
  challengesWeSolve: [
    "Migrating legacy Java, XML layouts and RxJava code to Kotlin, Compose and coroutines screen by screen",
    "Diagnosing ANRs, jank and memory leaks with Android Vitals, Perfetto traces and LeakCanary",
    "Meeting the annual Google Play target API level deadline without freezing feature work",
    "Background tasks killed by aggressive OEM battery optimisation on popular Android brands",
    "Slow cold starts fixed with Baseline Profiles, lazy initialisation and the App Startup library",
    "Play Console rejections over permissions, foreground service types or incomplete Data safety forms",
    "Flaky instrumented tests replaced by deterministic Compose tests and Gradle Managed Devices in CI",
    "Sluggish Gradle builds tackled with version catalogues, convention plugins and build caching",
  ],
  howWeKeepYouAhead: [
    "Android beta behaviour changes are tested on your app months before they reach users",
    "Staged rollouts and in-app updates let us halt a release the moment crash rates rise",
    "Crash and performance dashboards in Crashlytics or Sentry alert the people who can act",
    "Kotlin and Android Gradle Plugin upgrades land every quarter, never as a panicked yearly jump",
    "A modular architecture keeps features independently testable and ready for dynamic delivery",
    "TalkBack, font scaling and Compose semantics checks are part of every code review",
    "Renovate automates dependency updates, each one verified by the full test suite",
    "Baseline Profiles regenerated each release to keep app start-up and scrolling fast",
  ],
  meta: {
    title: "Native Android App Development in Kotlin",
    description:
      "Android apps in Kotlin and Jetpack Compose that run well on the long tail of real devices and keep up with Google Play's yearly policy and target-API deadlines.",
    keywords: [
      "kotlin development",
      "android app development",
      "jetpack compose",
      "kotlin multiplatform",
      "kotlin coroutines",
    ],
  },
} satisfies ExpertisePage;
