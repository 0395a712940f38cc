import type { ExpertisePage } from "../schema";

export default {
  slug: "tensorflow",
  label: "TensorFlow",
  group: "AI & Data",
  topic: "TensorFlow",
  heroTitle: "TensorFlow Engineering",
  tagline:
    "TensorFlow suits a model that must answer requests on a server and also run offline on a phone, converted for LiteRT.",
  whyHeading: "TensorFlow's strengths now lie on device and in existing estates",
  why: [
    "We recommend TensorFlow in three situations: a model already in production on it, an on-device LiteRT pipeline built from TensorFlow models, or a TFX pipeline you depend on. A greenfield project built on recent papers starts faster in PyTorch, where most new open models arrive first, and LiteRT now converts PyTorch models for phones too.",
    "A TensorFlow SavedModel is a self-contained artefact that TensorFlow Serving can load, version and hot-swap behind gRPC or REST endpoints, batching requests to keep accelerators busy. The same trained model converts to LiteRT, the runtime formerly called TensorFlow Lite, for phones, embedded Linux and microcontrollers, or to TensorFlow.js for the browser.",
    "Most of our TensorFlow work is on-device inference: no network round trip, images and audio stay on the handset, and features work offline. That work means int8 or float16 quantisation, operator compatibility checks and GPU or other hardware delegates. We benchmark on mid-range phones, because an emulator says little about thermal throttling.",
    "Keras 3 runs on JAX and PyTorch as well as TensorFlow. Since TensorFlow 2.16, tf.keras resolves to Keras 3, which quietly breaks older projects: we pin tf_keras where a staged move is safer and replace Estimators and TensorFlow 1.x graph code.",
  ],
  thingsWeBuild: [
    "Inference services on TensorFlow Serving with versioned SavedModels and canary rollout",
    "On-device image, audio and text models for Android and iOS apps using LiteRT",
    "Quantised models for embedded Linux boards and microcontrollers at the edge",
    "TFX pipelines covering data validation, training, evaluation and push to serving",
    "Browser-based inference with TensorFlow.js for privacy-sensitive features",
    "Recommendation models using TensorFlow Recommenders and embedding-based retrieval",
    "Fast input pipelines with tf.data, sharded TFRecords and prefetching",
    "Keras 3 model code that can move between TensorFlow, JAX and PyTorch back ends",
  ],
  challengesWeSolve: [
    "Legacy TensorFlow 1.x graphs, sessions and Estimators that nobody dares to touch",
    "Training environments pinned to TensorFlow, CUDA and cuDNN versions that current GPU images no longer ship",
    "Models too large or slow for mobile, slimmed down through quantisation and pruning",
    "Unsupported operators that block conversion to LiteRT",
    "Accelerators starved by input pipelines that cannot keep up with training",
    "Accuracy gaps between the training environment and the converted on-device model",
    "Serving latency spikes fixed through batching configuration and model warm-up",
    "Long training jobs that fail halfway and can neither resume from a checkpoint nor be reproduced",
  ],
  howWeKeepYouAhead: [
    "Neural processors on Qualcomm and MediaTek chips, a LiteRT target, measured against the GPU path for speed and accuracy",
    "Converted models released only when their outputs match the reference model's within a set tolerance",
    "Python inference code moved from tf.lite.Interpreter, which TensorFlow 2.19 marked for deletion, to LiteRT's own ai-edge-litert package",
    "Models for low-end phones and microcontrollers trained quantisation-aware for int4 weights, which TensorFlow 2.21 extended to more LiteRT operators",
    "New model code written against the Keras 3 API, leaving a later move to JAX or PyTorch open",
    "Offline text generation on the phone with Gemma and other small models through LiteRT-LM, Google's successor to the maintenance-only MediaPipe LLM Inference API",
    "On-device training in LiteRT scoped for personalisation features whose user data must not be uploaded",
    "TensorBoard declared as its own dependency wherever training logs through tf.summary, since TensorFlow 2.21 (March 2026) no longer installs it",
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
