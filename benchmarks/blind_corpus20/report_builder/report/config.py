import os

import yaml

DEFAULT_CONFIG = "/etc/report_builder/config.yml"


def load(path=None):
    with open(path or os.environ.get("REPORT_CONFIG", DEFAULT_CONFIG)) as fh:
        return yaml.safe_load(fh)
