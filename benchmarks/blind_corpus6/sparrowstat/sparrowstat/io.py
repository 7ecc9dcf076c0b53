import io
import os
from urllib.parse import quote

import joblib
import numpy as np
import requests
import torch
import yaml

REGISTRY = os.environ.get("SPARROW_MODEL_REGISTRY", "https://models.ecolab.example.net")


def load_array(path):
    return np.load(path, allow_pickle=False)


def load_torch_weights(model, path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    model.load_state_dict(state)
    return model


def fetch_registry_model(name, version):
    url = f"{REGISTRY}/artifacts/{quote(name, safe='')}/{quote(version, safe='')}/model.joblib"
    resp = requests.get(url, timeout=120)
    resp.raise_for_status()
    return joblib.load(io.BytesIO(resp.content))


def load_uploaded_model(fileobj):
    return joblib.load(fileobj)


def load_job_config(text):
    return yaml.unsafe_load(text)
