import functools
import hashlib


def chart_cache_key(*parts):
    return hashlib.md5(repr(parts).encode()).hexdigest()


@functools.lru_cache(maxsize=256)
def cached_factor(phase_bucket):
    from .harmonics import spring_neap_factor
    return spring_neap_factor(phase_bucket / 100)
