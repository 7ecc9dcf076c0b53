import ast
from dataclasses import dataclass, field

TIEBREAKS = {}


def tiebreak(name):
    def register(fn):
        TIEBREAKS[name] = fn
        return fn

    return register


@dataclass
class Standing:
    player: int
    points: float
    opponents: list = field(default_factory=list)
    wins: int = 0


@tiebreak("buchholz")
def buchholz(standing, table):
    return sum(table[o].points for o in standing.opponents)


@tiebreak("wins")
def most_wins(standing, table):
    return standing.wins


def custom_tiebreak(rule_source, standing, table):
    namespace = {"standing": standing, "table": table}
    exec(compile(rule_source, "<tiebreak>", "exec"), namespace)
    return namespace["score"](standing, table)


def parse_weights(text):
    weights = ast.literal_eval(text)
    return {k: float(v) for k, v in weights.items() if k in TIEBREAKS}
