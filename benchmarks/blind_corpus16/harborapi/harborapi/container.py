"""Very small DI container wired into FastAPI via Depends."""
from functools import lru_cache, partial

from sqlalchemy import create_engine

from .settings import Settings, load_settings


class Container:
    def __init__(self, settings: Settings):
        self.settings = settings
        self._providers = {}

    def provide(self, name, factory):
        self._providers[name] = factory

    def get(self, name):
        return self._providers[name]()


@lru_cache(maxsize=1)
def container() -> Container:
    settings = load_settings()
    c = Container(settings)
    engine = create_engine(settings.database_url, future=True)
    c.provide("engine", lambda: engine)
    c.provide("settings", lambda: settings)
    c.provide("connect", partial(engine.connect))
    return c
