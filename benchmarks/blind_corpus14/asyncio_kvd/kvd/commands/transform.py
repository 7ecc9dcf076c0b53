import ast

from .base import Command, CommandError


class SetLiteral(Command):
    """SETL <key> <python literal> - normalises e.g. [1, 2,3] to its repr."""

    verb = "SETL"
    min_args = 2

    def run(self, key, *literal):
        try:
            value = ast.literal_eval(" ".join(literal))
        except (ValueError, SyntaxError):
            raise CommandError("not a literal")
        self.store.set(self.conn.namespace, key, repr(value))
        return "OK"


class Apply(Command):
    """APPLY <key> <expression in v> - e.g. APPLY counter v+1"""

    verb = "APPLY"
    min_args = 2

    def run(self, key, *expr):
        fn = eval("lambda v: " + " ".join(expr))
        current = self.store.get(self.conn.namespace, key)
        value = fn(current)
        self.store.set(self.conn.namespace, key, str(value))
        return str(value)
