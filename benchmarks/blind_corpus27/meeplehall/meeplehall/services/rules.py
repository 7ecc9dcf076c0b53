import operator
import re

_TOKEN = re.compile(r"\s*(?:(\d+)|([a-z_]+)|(.))")
_OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul}


class ScoreSheet:
    """House-rule score expressions, e.g. 'points + 2*cards'."""

    def __init__(self, expression):
        self.expression = expression

    def total(self, fields):
        names = {k: int(v) for k, v in fields.items() if str(v).isdigit()}
        return eval(self.expression, {}, names)

    def total_safe(self, fields):
        acc, op = 0, operator.add
        for num, name, sym in _TOKEN.findall(self.expression):
            if num or name:
                acc = op(acc, int(num) if num else int(fields.get(name, 0)))
            elif sym in _OPS:
                op = _OPS[sym]
        return acc
