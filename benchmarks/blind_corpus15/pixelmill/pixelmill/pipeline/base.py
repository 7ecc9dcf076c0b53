import subprocess

REGISTRY = {}


class FilterMeta(type):
    """Registers every concrete filter class under its ``name``."""

    def __new__(mcls, name, bases, namespace):
        cls = super().__new__(mcls, name, bases, namespace)
        key = namespace.get("name")
        if key:
            REGISTRY[key] = cls
        return cls


class Filter(metaclass=FilterMeta):
    name = None

    def __init__(self, **params):
        self.params = params

    def command(self, src, dst):
        raise NotImplementedError

    def run(self, src, dst):
        cmd = self.command(src, dst)
        subprocess.run(cmd, shell=isinstance(cmd, str), check=True, timeout=60)
        return dst
