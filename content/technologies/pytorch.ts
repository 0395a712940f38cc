import type { ExpertisePage } from "../schema";

export default {
  slug: "pytorch",
  label: "PyTorch",
  group: "AI & Data",
  topic: "PyTorch",
  heroTitle: "PyTorch Model Engineering",
  tagline:
    "We take PyTorch models from first experiment to a service under real load, and monitor the GPU spend along the way.",
  whyHeading: "New models land in PyTorch first; serving them is the harder part",
  why: [
    "New architectures, open-weight language models and Hugging Face checkpoints almost always arrive as PyTorch code first, which shortens the path from a promising paper to a working prototype. Eager execution makes debugging straightforward: you can step through a forward pass and inspect tensors without rebuilding a graph.",
    "The torch.compile API generates fused kernels through TorchDynamo and Inductor, often speeding up training and inference with one line of code. Graph breaks and recompilation can erase the gains, and we profile before and after each change.",
    "We use DistributedDataParallel when a model fits on one GPU and FSDP when parameters, gradients and optimiser states must be sharded, launched with torchrun on your Kubernetes or Slurm cluster or a managed training service. Checkpointing and fault tolerance go into the training loop before the first long run on rented GPUs.",
    "Services on TorchServe, which is no longer actively maintained, need a new home: language models move to vLLM, other models to Triton Inference Server or a FastAPI service around an ONNX Runtime session. The request contract stays fixed while the runtime changes, and shadow traffic confirms matching outputs before cutover.",
  ],
  thingsWeBuild: [
    "Fine-tuned open-weight language models using LoRA and QLoRA on your own data",
    "Vision models for detection, segmentation and visual inspection, trained on curated datasets",
    "Multi-node training pipelines with FSDP, torchrun and resumable checkpoints",
    "Low-latency inference on Triton with dynamic batching and multiple model instances",
    "LLM serving on vLLM with continuous batching and paged attention",
    "ONNX exports that run on CPU-only servers through ONNX Runtime",
    "Speech and audio models for transcription, speaker diarisation and sound classification",
    "Reproducible experiments with PyTorch Lightning, Hydra configs and MLflow tracking",
  ],
  challengesWeSolve: [
    "GPU bills inflated by idle accelerators, poor batching and oversized instances",
    "Training runs that cannot resume after a spot instance or node failure",
    "Mixed-precision training that diverges or produces NaN losses part-way through a run",
    "Out-of-memory errors tackled with sharding, gradient accumulation and activation checkpointing",
    "Research code full of hard-coded paths, turned into tested, packaged modules",
    "ONNX export failures caused by dynamic control flow or custom operators",
    "Data loaders that leave GPUs idle while the CPU decodes images",
    "Non-deterministic results that make model comparisons impossible to trust",
  ],
  howWeKeepYouAhead: [
    "Custom C++ and CUDA operators moved to libtorch's stable binary interface, extended in PyTorch 2.9 (October 2025), letting one build load in later releases",
    "GPU purchases and instance choices sized from PyTorch Profiler and Nsight Systems traces of your own workloads",
    "Int8 and 8-bit floating-point weights from torchao, PyTorch's own quantisation library, tested against the model's accuracy budget",
    "Environments rebuilt on pip or uv wheels where they installed PyTorch from its Anaconda channel, which stopped getting builds with PyTorch 2.6",
    "Graph breaks in the hot path turned into errors with the switch PyTorch 2.9 added to torch.compile, catching a change that would quietly cost the speed-up",
    "Weights stored as safetensors, which carry no code, and pickle checkpoints loaded under torch.load's weights-only default, which refuses arbitrary objects",
    "Custom attention variants written in a few lines of FlexAttention (new in PyTorch 2.5), which compiles them into optimised GPU kernels",
    "Models exported with torch.export, the route to serving runtimes that replaces TorchScript",
  ],
  meta: {
    title: "PyTorch Models from Notebook to Production",
    description:
      "PyTorch models taken from research notebook to production service: reproducible training, torch.compile tuning, ONNX export, and serving on Triton or vLLM.",
    keywords: [
      "pytorch development",
      "torch compile",
      "distributed training",
      "model serving",
      "onnx export",
      "llm fine-tuning",
    ],
  },
} satisfies ExpertisePage;
