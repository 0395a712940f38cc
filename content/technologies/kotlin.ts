import type { ExpertisePage } from "../schema";

export default {
  slug: "kotlin",
  label: "Kotlin (Android)",
  group: "Mobile",
  topic: "Kotlin (Android)",
  heroTitle: "Kotlin Android Engineering",
  tagline:
    "We build native Android apps in Kotlin and Compose, tested on the budget phones your customers own, back to the oldest Android version you support.",
  whyHeading: "Native Kotlin pays off across the long tail of Android hardware",
  why: [
    "Kotlin has been Google's preferred language for Android since 2019, and new Jetpack libraries are designed around it: Room, WorkManager and DataStore expose coroutine and Flow APIs, and Jetpack Compose is Kotlin-only. Building natively means features such as the photo picker, Credential Manager and Health Connect are available the day they ship, and no bridge layer has to catch up first.",
    "Null safety moves most null-pointer crashes to compile time, and structured concurrency cancels a screen's network calls when it goes away. We model screen state as an immutable StateFlow exposed by a ViewModel, render it with Compose and test it in plain unit tests, no emulator needed.",
    "Kotlin Multiplatform lets an Android codebase share networking, persistence and business rules with iOS while both apps keep a native interface; Ktor and SQLDelight carry the shared layer. Compose Multiplatform, stable on iOS since 2025, can share the interface too, and we weigh it against your design demands.",
    "Google Play raises its target API level requirement yearly, and its rules on foreground service types, Data safety declarations, account deletion and sensitive permissions keep tightening. Those deadlines go on your roadmap with months to spare.",
  ],
  thingsWeBuild: [
    "Consumer apps built with Jetpack Compose, Material 3 and adaptive layouts for phones, tablets and foldables",
    "Offline-first field apps using Room, WorkManager and conflict-aware sync to your back end",
    "Banking and health apps with passkeys via Credential Manager, biometric prompts and Play Integrity checks",
    "Kotlin Multiplatform modules that share domain logic and networking with an existing iOS app",
    "Wear OS companions, television interfaces and Android Auto media experiences",
    "Internal SDKs published to Maven repositories with binary-compatibility validation",
    "Bluetooth Low Energy and near-field communication integrations for connected hardware, payment terminals and access control",
    "Localised apps with per-app language selection and right-to-left layouts mirrored for Arabic",
  ],
  challengesWeSolve: [
    "Legacy Java, XML layouts and RxJava code migrated to Kotlin, Compose and coroutines screen by screen",
    "App Not Responding errors, jank and memory leaks diagnosed with Android Vitals, Perfetto traces and LeakCanary",
    "Crashes that only appear on one manufacturer's devices reproduced through Firebase Test Lab and pre-launch reports",
    "Background tasks killed by aggressive battery optimisation on popular Android brands",
    "Slow cold starts fixed with lazy initialisation and the App Startup library",
    "Play Console rejections over permissions, foreground service types or incomplete Data safety forms",
    "Flaky instrumented tests replaced by deterministic Compose tests and Gradle Managed Devices in the build pipeline",
    "Compose screens missing semantics or breaking at large font scales, caught in code review and by walking the main flows in TalkBack",
  ],
  howWeKeepYouAhead: [
    "Common tasks exposed as AppFunctions, the interface through which Google is letting Gemini on Android act inside an app",
    "Android 16 and 17 behaviour changes handled in one pass: adaptive large-screen layouts, no reflection into MessageQueue, native code built for 16 KB pages",
    "Gemini Nano, through ML Kit's on-device generative AI APIs, used first for summaries and smart replies whose text must not leave the device",
    "Journeys with visible stages, such as deliveries and rides, shown in Android's new progress-centric notifications",
    "Builds you ship outside Google Play registered to your verified developer account, a Google rule in four countries since September 2026, with more to follow",
    "Baseline Profiles for start-up and the busiest journeys, compiling their code ahead of time on install",
    "Home-screen widgets built with Jetpack Glance, in the same Compose style as the app",
    "Predictive back animations, which show users where the back gesture leads, built into navigation",
  ],
  meta: {
    title: "Native Android App Development in Kotlin",
    description:
      "Android apps in Kotlin and Jetpack Compose, tested on the long tail of real devices and planned around Google Play's yearly policy and target-API deadlines.",
    keywords: [
      "kotlin development",
      "android app development",
      "jetpack compose",
      "kotlin multiplatform",
      "kotlin coroutines",
    ],
  },
} satisfies ExpertisePage;
