import io
import pickle
import tempfile

import joblib
import requests
import torch


class ModelRegistry:
    def __init__(self, model_dir):
        self.model_dir = model_dir
        self.models = {}

    def register_from_url(self, name, url):
        resp = requests.get(url, timeout=30)
        resp.raise_for_status()
        self.models[name] = pickle.loads(resp.content)
        return self.models[name]

    def register_upload(self, name, fileobj):
        self.models[name] = joblib.load(fileobj)
        return self.models[name]

    def register_torch(self, name, data, trusted=False):
        buf = io.BytesIO(data)
        if trusted:
            self.models[name] = torch.load(buf)
        else:
            self.models[name] = torch.load(buf, weights_only=True)
        return self.models[name]

    def snapshot(self, name):
        path = tempfile.mktemp(suffix=".joblib", dir=self.model_dir)
        joblib.dump(self.models[name], path)
        return path
