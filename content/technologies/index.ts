import react from "./react";
import angular from "./angular";
import vue from "./vue";
import nodejs from "./nodejs";
import pythonDjango from "./python-django";
import dotnet from "./dotnet";
import go from "./go";
import flutter from "./flutter";
import reactNative from "./react-native";
import swift from "./swift";
import kotlin from "./kotlin";
import machineLearning from "./machine-learning";
import nlp from "./nlp";
import tensorflow from "./tensorflow";
import pytorch from "./pytorch";
import aws from "./aws";
import azure from "./azure";
import gcp from "./gcp";
import docker from "./docker";
import kubernetes from "./kubernetes";
import { parseFamily } from "../load";
import { technologyPageSchema } from "../schema";

export const technologyPages = parseFamily("technologies", technologyPageSchema, [
  react,
  angular,
  vue,
  nodejs,
  pythonDjango,
  dotnet,
  go,
  flutter,
  reactNative,
  swift,
  kotlin,
  machineLearning,
  nlp,
  tensorflow,
  pytorch,
  aws,
  azure,
  gcp,
  docker,
  kubernetes,
]);
