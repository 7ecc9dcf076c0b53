import os

import yaml

CONFIG_PATH = os.environ.get("PIPELINES_CONFIG", "/opt/pipelines/config/pipelines.yml")


def load_config(path=CONFIG_PATH):
    with open(path) as fh:
        return yaml.safe_load(fh)
