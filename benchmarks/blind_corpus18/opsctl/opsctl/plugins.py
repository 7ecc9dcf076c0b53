"""Plugin discovery. Uses PEP 695 generics, so Python 3.12+ only."""
import importlib.util
from pathlib import Path
from typing import Protocol

PLUGIN_DIR = Path.home() / ".config" / "opsctl" / "plugins"


class Plugin(Protocol):
    name: str

    def run(self, args: list[str]) -> int: ...


type Registry[P: Plugin] = dict[str, P]


class PluginSet[P: Plugin]:
    def __init__(self) -> None:
        self.items: Registry[P] = {}

    def add(self, p: P) -> None:
        self.items[p.name] = p

    def get(self, name: str) -> P | None:
        return self.items.get(name)


def load_plugins[P: Plugin](directory: Path = PLUGIN_DIR) -> PluginSet[P]:
    found: PluginSet[P] = PluginSet()
    for file in sorted(directory.glob("*.py")):
        spec = importlib.util.spec_from_file_location(f"opsctl_plugin_{file.stem}", file)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        found.add(mod.PLUGIN)
    return found
