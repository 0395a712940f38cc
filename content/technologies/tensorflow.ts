import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "tensorflow",
  label: "TensorFlow",
  group: "AI & Data",
  topic: "TensorFlow",
  heroTitle: "TensorFlow Engineering",
  tagline:
    "TensorFlow engineering for teams that need models in production and on device. We serve models with TensorFlow Serving, ship them to phones and embedded hardware with LiteRT, migrate legacy code to Keras 3, and keep existing TensorFlow estates healthy.",
  whyHeading: "Where TensorFlow remains the pragmatic choice",
  why: [
    "TensorFlow's strongest card is deployment. A SavedModel is a self-contained artefact that TensorFlow Serving can load, version and hot-swap behind gRPC or REST endpoints, with request batching that keeps accelerators busy. The same trained model can be converted for LiteRT, the runtime formerly called TensorFlow Lite, to run on Android, iOS, embedded Linux and microcontrollers, or for TensorFlow.js in the browser. Few ecosystems cover that spread of targets from one training codebase.",
    "On-device inference is where we use it most. Running a model locally removes network latency, keeps sensitive images and audio on the handset, and works offline. Getting there takes care: post-training quantisation to int8 or float16, quantisation-aware training when accuracy drops, operator compatibility checks, and hardware delegates for GPU or NPU acceleration. We benchmark on real mid-range devices, because an emulator on a laptop says little about thermal throttling or memory pressure.",
    "Keras 3 changes the calculation. It runs on TensorFlow, JAX or PyTorch backends, so new model code written against the Keras API is no longer tied to one framework. Since TensorFlow 2.16, tf.keras resolves to Keras 3, which quietly breaks some older projects. We handle those migrations, pin the tf_keras package where a staged move is safer, and replace legacy Estimator and TF1-style graph code with maintainable modern equivalents.",
    `Most new research and open models on Hugging Face arrive PyTorch-first, so a greenfield project built on recent papers is usually quicker in PyTorch. Native GPU support on Windows ended after TensorFlow 2.10, leaving WSL2 as the route. TensorFlow makes most sense when you already run it in production, need LiteRT on device, or rely on TFX pipelines; for anything else, ${site.name} usually starts in PyTorch.`,
  ],
  thingsWeBuild: [
    "Inference services on TensorFlow Serving with versioned SavedModels and canary rollout",
    "On-device image, audio and text models for Android and iOS apps using LiteRT",
    "Quantised models for embedded Linux boards and microcontrollers at the edge",
    "TFX pipelines covering data validation, training, evaluation and push to serving",
    "Browser-based inference with TensorFlow.js for privacy-sensitive features",
    "Recommendation models using TensorFlow Recommenders and embedding-based retrieval",
    "Fast input pipelines with tf.data, sharded TFRecords and prefetching",
    "Keras 3 model code that can move between TensorFlow, JAX and PyTorch backends",
  ],
  challengesWeSolve: [
    "Legacy TensorFlow 1.x graphs, sessions and Estimators that nobody dares to touch",
    "Upgrades broken by tf.keras switching to Keras 3 in recent releases",
    "Models too large or slow for mobile, slimmed down through quantisation and pruning",
    "Unsupported operators that block conversion to LiteRT",
    "Accelerators starved by input pipelines that cannot keep up with training",
    "Accuracy gaps between the training environment and the converted on-device model",
    "Serving latency spikes fixed through batching configuration and model warm-up",
    "Long training jobs that fail halfway with no checkpoints or reproducible configuration",
  ],
  howWeKeepYouAhead: [
    "We follow the LiteRT roadmap and trial new delegates on your target hardware",
    "Each converted model is compared against reference outputs before release",
    "Benchmark tooling runs in CI to catch model size and latency regressions early",
    "TensorFlow and CUDA versions are pinned in containers so environments never drift",
    "Adopting Keras 3 keeps new code portable should you later change framework",
    "Remote model delivery lets apps receive improved models without a full store release",
    "Serving metrics feed Prometheus and Grafana alongside the rest of your services",
    "Model exports checked in LiteRT and TensorFlow Serving on every release candidate",
  ],
  meta: {
    title: "TensorFlow Models in Production and on Device",
    description:
      "TensorFlow models served reliably in production and shrunk to run on phones and edge devices, plus Keras 3 migrations that keep existing estates maintainable.",
    keywords: [
      "tensorflow development",
      "tensorflow serving",
      "litert",
      "tensorflow lite",
      "keras 3",
      "on-device machine learning",
    ],
  },
} satisfies ExpertisePage;
