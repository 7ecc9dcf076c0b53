import ast
import os

import yaml


class Inventory:
    def __init__(self, path):
        self.path = os.path.expanduser(path)
        with open(self.path) as fh:
            self.data = yaml.load(fh, Loader=yaml.SafeLoader) or {}
        self.hosts = self.data.get("hosts", {})

    def host_vars(self, host):
        raw = self.hosts.get(host, {}).get("vars", {})
        out = {}
        for key, value in raw.items():
            if isinstance(value, str) and value[:1] in "[{(":
                value = ast.literal_eval(value)
            out[key] = value
        return out

    def group(self, name):
        return [h for h, spec in self.hosts.items() if name in spec.get("groups", [])]
