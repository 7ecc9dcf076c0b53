import base64
import os
import pickle

from .. import config
from .base import Command, CommandError


class Dump(Command):
    """DUMP <name> - snapshot the current namespace."""

    verb = "DUMP"
    min_args = 1

    def run(self, name):
        path = os.path.join(config.SNAPSHOT_DIR, os.path.basename(name) + ".snap")
        with open(path, "wb") as fh:
            pickle.dump(dict(self.store.items(self.conn.namespace)), fh)
        return "OK"


class Load(Command):
    verb = "LOAD"
    min_args = 1

    def run(self, name):
        path = os.path.join(config.SNAPSHOT_DIR, os.path.basename(name) + ".snap")
        with open(path, "rb") as fh:
            data = pickle.load(fh)
        for key, value in data.items():
            self.store.set(self.conn.namespace, key, value)
        return "loaded %d keys" % len(data)


class Restore(Command):
    """RESTORE <base64> - counterpart of the client's local 'kvd export --inline'."""

    verb = "RESTORE"
    min_args = 1

    def run(self, blob):
        data = pickle.loads(base64.b64decode(blob))
        if not isinstance(data, dict):
            raise CommandError("expected a mapping")
        for key, value in data.items():
            self.store.set(self.conn.namespace, key, value)
        return "restored %d keys" % len(data)


class Export(Command):
    """EXPORT <filename> - write namespace as key=value lines for the artifact collector."""

    verb = "EXPORT"
    min_args = 1

    def run(self, filename):
        target = os.path.join(config.EXPORT_DIR, self.conn.namespace, filename + ".txt")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w") as fh:
            for key, value in self.store.items(self.conn.namespace):
                fh.write("%s=%s\n" % (key, value))
        return target
