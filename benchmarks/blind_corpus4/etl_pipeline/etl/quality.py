import hashlib
import logging
import random

log = logging.getLogger(__name__)


def row_fingerprint(row):
    payload = "|".join("" if v is None else str(v) for v in row)
    return hashlib.md5(payload.encode("utf-8")).hexdigest()


def spot_check(rows, k=25, seed=None):
    rnd = random.Random(seed)
    sample = rnd.sample(rows, min(k, len(rows)))
    bad = [r for r in sample if any(v in ("", None) for v in r[:3])]
    if bad:
        log.warning("%d/%d sampled rows have empty keys", len(bad), len(sample))
    return bad


def duplicates(rows):
    seen, dups = set(), []
    for r in rows:
        fp = row_fingerprint(r)
        if fp in seen:
            dups.append(r)
        seen.add(fp)
    return dups
