import type { ExpertisePage } from "../schema";

export default {
  slug: "machine-learning",
  label: "Machine Learning",
  group: "AI & Data",
  topic: "Machine Learning",
  heroTitle: "Machine Learning Engineering",
  tagline:
    "We build models for decisions your business makes at volume, each measured against an agreed baseline and watched for drift once live.",
  whyHeading: "A model has to beat the simple rule it would replace",
  why: [
    "Machine learning pays off where a decision has a measurable outcome and enough labelled history: demand forecasting, fraud scoring, churn prediction. First we agree the decision the model will change, the cost of each kind of error and the baseline it must beat, often your team's current heuristic. Sometimes the baseline wins.",
    "Training-serving skew, leaked future information and silent upstream schema changes undo good models without anyone noticing. We build point-in-time correct feature pipelines and validate data at the boundaries with Great Expectations or Pandera. For tabular problems, gradient-boosted trees in LightGBM or XGBoost still usually beat deep networks.",
    "Experiments and models are tracked in MLflow, promoted through a registry with approval gates and released as shadow or canary deployments. Retraining follows measured drift in inputs and predictions as well as the calendar.",
    "A model is a running cost: it needs an owner, monitoring and periodic retraining for as long as it stays in service, and we set that cost against the expected gain before building. Under the EU AI Act, credit scoring and recruitment screening are high-risk uses, with documentation, human oversight and logging duties that belong in the project plan.",
  ],
  thingsWeBuild: [
    "Demand and inventory forecasts with hierarchical reconciliation and prediction intervals",
    "Real-time fraud and risk scoring services backed by low-latency online feature lookups",
    "Recommendation and ranking pipelines that pair candidate retrieval with learning-to-rank",
    "Churn and propensity models wired into the CRM journeys your marketing team already runs",
    "Anomaly detection on sensor, transaction and log streams with tunable alert thresholds",
    "Computer vision for document processing, quality inspection and image classification",
    "Feature stores and reusable feature pipelines shared safely across several models",
    "MLOps platforms on your cloud's managed ML service, or on Kubeflow where you run Kubernetes yourself",
  ],
  challengesWeSolve: [
    "Notebooks nobody can reproduce because data, code and parameters were never versioned together",
    "Models that scored well offline but lost money in production through leakage or skew",
    "Silent accuracy decay when customer behaviour, prices or sensors drift after launch",
    "Imbalanced classes and rare events where headline accuracy hides poor recall",
    "Stakeholders who distrust opaque predictions, addressed with SHAP explanations and clear reporting",
    "Manual retraining that depends on one data scientist remembering every step",
    "Inference costs growing faster than usage, cut through batching, distillation or simpler models",
    "Fairness questions from legal teams, answered with documented model cards and datasheets",
  ],
  howWeKeepYouAhead: [
    "Tabular foundation models, TabPFN among them, benchmarked against your gradient-boosted models on your own tables",
    "EU AI Act high-risk duties mapped to each model in an Annex III use, with documentation kept current",
    "Feature code tested under pandas 2 and 3 alike, as copy-on-write and the new string type in 3.0 (January 2026) can change values silently",
    "Each retrain logged as an MLflow 3 LoggedModel, linked to its Git commit and to evaluation runs sliced by segment and region",
    "Forecasts from pretrained time-series models such as Chronos and TimesFM set beside your tuned models on the same backtest weeks",
    "Lending scores with reasons open to review, since the EU Court of Justice's 2023 SCHUFA ruling counts a score that determines a loan as an automated decision",
    "Conformal prediction applied where a decision needs a calibrated range around each score",
    "Preprocessing and linear models moved to the GPU where scikit-learn 1.8's experimental array API support accepts PyTorch and CuPy arrays",
  ],
  meta: {
    title: "Machine Learning for Forecasting and Scoring",
    description:
      "Machine learning for forecasting, fraud scoring and recommendations, with baselines agreed before training, drift monitoring and routine retraining pipelines.",
    keywords: ["machine learning development", "mlops", "feature store", "model monitoring", "predictive analytics"],
  },
} satisfies ExpertisePage;
