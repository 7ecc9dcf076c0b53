import codecs
import random


def decode_hint(hint: str) -> str:
    return codecs.decode(hint, "rot13")


def random_hint_order(hints):
    hints = list(hints)
    random.shuffle(hints)
    return hints
