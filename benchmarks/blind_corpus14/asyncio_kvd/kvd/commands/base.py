"""Commands register themselves through the metaclass when their module is imported."""
REGISTRY = {}


class CommandError(Exception):
    pass


class CommandMeta(type):
    def __new__(mcls, name, bases, ns):
        cls = super().__new__(mcls, name, bases, ns)
        verb = ns.get("verb")
        if verb:
            REGISTRY[verb.upper()] = cls
        return cls


class Command(metaclass=CommandMeta):
    verb = None
    requires_auth = True
    min_args = 0

    def __init__(self, conn):
        self.conn = conn
        self.store = conn.store

    def __call__(self, args):
        if self.requires_auth and not self.conn.user:
            raise CommandError("NOAUTH")
        if len(args) < self.min_args:
            raise CommandError("wrong number of arguments for %s" % self.verb)
        return self.run(*args)

    def run(self, *args):
        raise NotImplementedError
