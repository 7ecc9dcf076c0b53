"""Fuzzy TM lookup with hashed character n-gram shingles (Python 3.12+)."""
import hashlib
from collections import defaultdict

from .types import Match

type Shingle = int


class ShingleIndex[K]:
    def __init__(self, n: int = 3, buckets: int = 1 << 20) -> None:
        self.n = n
        self.buckets = buckets
        self._postings: defaultdict[Shingle, set[K]] = defaultdict(set)
        self._texts: dict[K, str] = {}
        self._sizes: dict[K, int] = {}

    def _shingles(self, text: str) -> set[Shingle]:
        padded = f" {text.lower()} "
        out: set[Shingle] = set()
        for i in range(len(padded) - self.n + 1):
            digest = hashlib.md5(padded[i : i + self.n].encode("utf-8")).digest()
            out.add(int.from_bytes(digest[:4], "little") % self.buckets)
        return out

    def add(self, key: K, text: str) -> None:
        shingles = self._shingles(text)
        for s in shingles:
            self._postings[s].add(key)
        self._texts[key] = text
        self._sizes[key] = len(shingles)

    def lookup(self, text: str, limit: int = 5, threshold: float = 0.5) -> list[Match[K]]:
        query = self._shingles(text)
        counts: defaultdict[K, int] = defaultdict(int)
        for s in query:
            for key in self._postings.get(s, ()):
                counts[key] += 1
        scored = []
        for key, shared in counts.items():
            union = len(query) + self._sizes[key] - shared
            score = shared / union if union else 0.0
            if score >= threshold:
                scored.append(Match(key, score))
        scored.sort(reverse=True)
        return scored[:limit]

    def report(self, text: str) -> str:
        hits = self.lookup(text)
        return "\n".join(f"{h.score:.2f}  {self._texts[h.item]!r}  {f"[{h.item}]"}" for h in hits)
