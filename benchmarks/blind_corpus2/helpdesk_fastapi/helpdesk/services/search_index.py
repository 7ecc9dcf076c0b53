import hashlib
import re
from collections import defaultdict
from collections.abc import Iterable

type Token = str
type DocId = int

_WORD = re.compile(r"[a-z0-9]+")


def tokens(text: str) -> list[Token]:
    return _WORD.findall(text.lower())


class Index[K, V]:
    """Tiny in-memory inverted index used for the "similar tickets" panel."""

    def __init__(self) -> None:
        self._postings: defaultdict[K, set[V]] = defaultdict(set)
        self._fingerprints: dict[str, V] = {}

    def add(self, doc_id: V, keys: Iterable[K]) -> None:
        for k in keys:
            self._postings[k].add(doc_id)

    def lookup(self, key: K) -> set[V]:
        return self._postings.get(key, set())

    def is_duplicate(self, doc_id: V, text: str) -> V | None:
        fp = hashlib.sha1(" ".join(sorted(set(tokens(text)))).encode()).hexdigest()
        seen = self._fingerprints.get(fp)
        if seen is None:
            self._fingerprints[fp] = doc_id
        return seen


def best_matches[V](index: Index[Token, V], text: str, n: int = 5) -> list[V]:
    scores: defaultdict[V, int] = defaultdict(int)
    for tok in tokens(text):
        for doc in index.lookup(tok):
            scores[doc] += 1
    return [d for d, _ in sorted(scores.items(), key=lambda kv: -kv[1])[:n]]
