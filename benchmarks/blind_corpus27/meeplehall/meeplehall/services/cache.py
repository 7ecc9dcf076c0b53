import json
import pickle

import yaml


class BoardStateCache:
    def restore(self, blob):
        return pickle.loads(blob)

    def restore_yaml(self, text):
        return yaml.safe_load(text)

    def restore_json(self, text):
        return json.loads(text)
