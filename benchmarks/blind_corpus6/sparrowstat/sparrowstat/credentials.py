"""Where sparrowstat looks for credentials for the tracking server and warehouse."""
import os

MLFLOW_TRACKING_URI = os.environ.get("MLFLOW_TRACKING_URI", "https://mlflow.ecolab.example.net")
MLFLOW_TRACKING_USERNAME = os.environ.get("MLFLOW_TRACKING_USERNAME", "sparrow-ci")
MLFLOW_TRACKING_PASSWORD = os.environ.get("MLFLOW_TRACKING_PASSWORD", "m1flow-Ci-Sparrow-2023")

# Printed by `sparrowstat init` so people know which keys to fill in.
EXAMPLE_API_KEY = "YOUR_API_KEY_HERE"


def mlflow_env():
    return {
        "MLFLOW_TRACKING_URI": MLFLOW_TRACKING_URI,
        "MLFLOW_TRACKING_USERNAME": MLFLOW_TRACKING_USERNAME,
        "MLFLOW_TRACKING_PASSWORD": MLFLOW_TRACKING_PASSWORD,
    }
