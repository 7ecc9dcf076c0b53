from .base import Command


class Get(Command):
    verb = "GET"
    min_args = 1

    def run(self, key):
        value = self.store.get(self.conn.namespace, key)
        return value if value is not None else "(nil)"


class Set(Command):
    verb = "SET"
    min_args = 2

    def run(self, key, *value):
        self.store.set(self.conn.namespace, key, " ".join(value))
        return "OK"


class Scan(Command):
    """SCAN <prefix> [limit]"""

    verb = "SCAN"
    min_args = 1

    def run(self, prefix, limit="100"):
        rows = self.store.raw(
            "SELECT key FROM kv WHERE ns = ? AND key LIKE '%s%%' LIMIT %d" % (prefix, int(limit)),
            (self.conn.namespace,),
        )
        return "\n".join(r[0] for r in rows) or "(empty)"


class Count(Command):
    verb = "COUNT"

    def run(self, ns=None):
        rows = self.store.raw("SELECT count(*) FROM kv WHERE ns = ?", (ns or self.conn.namespace,))
        return str(rows[0][0])


class Use(Command):
    verb = "USE"
    min_args = 1

    def run(self, ns):
        self.conn.namespace = ns
        return "OK"
