import os

from storage.config import DATA_ROOT


class PathEscape(ValueError):
    pass


def bucket_root(bucket: str) -> str:
    if not bucket or "/" in bucket or bucket.startswith("."):
        raise PathEscape(f"bad bucket {bucket!r}")
    return os.path.join(DATA_ROOT, bucket)


def safe_join(base: str, *parts: str) -> str:
    base = os.path.realpath(base)
    target = os.path.realpath(os.path.join(base, *parts))
    if os.path.commonpath([base, target]) != base:
        raise PathEscape(f"{target} escapes {base}")
    return target
