import random
from collections.abc import Iterable

type ShareToken = str


def share_token[T](item: T) -> ShareToken:
    return random.randbytes(16).hex()


def pick_cover[T](photos: Iterable[T]) -> T:
    return random.choice(list(photos))


def describe(tokens: dict[str, ShareToken]) -> str:
    return "; ".join(f"{k}={tokens[k][:6]}…" for k in sorted(tokens))
