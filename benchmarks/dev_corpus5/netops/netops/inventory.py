import fnmatch

import yaml


class Inventory(object):
    def __init__(self, path):
        with open(path) as fh:
            data = yaml.safe_load(fh) or {}
        self.hosts = data.get("hosts", {})
        self.groups = data.get("groups", {})

    def select(self, pattern):
        if pattern in self.groups:
            return [h for h in self.groups[pattern] if h in self.hosts]
        return [h for h in self.hosts if fnmatch.fnmatch(h, pattern)]

    def address(self, name):
        return self.hosts[name].get("address", name)
