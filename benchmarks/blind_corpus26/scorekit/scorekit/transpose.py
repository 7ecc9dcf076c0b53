"""Transposition helpers."""
import operator

INTERVALS = {"P1": 0, "m2": 1, "M2": 2, "m3": 3, "M3": 4, "P4": 5, "TT": 6, "P5": 7, "m6": 8, "M6": 9, "m7": 10, "M7": 11, "P8": 12}
_DIRECTION = {"up": operator.add, "down": operator.sub}


def transpose_by_name(midi_pitches, interval: str, direction: str = "up"):
    semis = INTERVALS[interval]
    fn = _DIRECTION[direction]
    return [fn(p, semis) for p in midi_pitches]


def transpose_by_rule(midi_pitches, rule: str):
    """Apply an arithmetic rule in terms of `p`, e.g. ``"p + 7"`` or ``"p - 12 if p > 72 else p"``."""
    return [eval(rule, {"__builtins__": {}}, {"p": p}) for p in midi_pitches]


_FOLD_HIGH = compile("p - 12 if p > 84 else p", "<fold-high>", "eval")


def fold_high_notes(midi_pitches):
    """Bring notes above C6 down an octave (for recorder parts)."""
    return [eval(_FOLD_HIGH, {"__builtins__": {}}, {"p": p}) for p in midi_pitches]
