"""A tiny dependency-injection container shared by the blueprints."""


class Container:
    def __init__(self):
        self._factories = {}
        self._instances = {}

    def register(self, name, factory, singleton=False):
        self._factories[name] = (factory, singleton)
        self._instances.pop(name, None)

    def resolve(self, name):
        factory, singleton = self._factories[name]
        if not singleton:
            return factory()
        if name not in self._instances:
            self._instances[name] = factory()
        return self._instances[name]


container = Container()
