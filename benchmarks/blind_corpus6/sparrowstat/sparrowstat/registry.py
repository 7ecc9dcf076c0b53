"""Plugin registry for estimators and scorers. PEP 695 syntax: Python 3.12+."""
from collections.abc import Callable
from importlib import import_module
from importlib.metadata import entry_points

type Factory[T] = Callable[..., T]

BUILTIN_MODULES = ("sparrowstat.estimators.linear", "sparrowstat.estimators.trees")


class Registry[T]:
    def __init__(self, group: str) -> None:
        self.group = group
        self._items: dict[str, Factory[T]] = {}

    def register(self, name: str) -> Callable[[Factory[T]], Factory[T]]:
        def decorator(fn: Factory[T]) -> Factory[T]:
            self._items[name] = fn
            return fn

        return decorator

    def discover(self) -> None:
        for ep in entry_points(group=self.group):
            self._items.setdefault(ep.name, ep.load())

    def get(self, name: str) -> Factory[T]:
        if name not in self._items:
            self.discover()
        return self._items[name]

    def describe(self) -> str:
        return f"{self.group}: {", ".join(sorted(self._items)) or "(none)"}"


def load_builtins() -> None:
    for module in BUILTIN_MODULES:
        import_module(module)


estimators: Registry[object] = Registry("sparrowstat.estimators")
