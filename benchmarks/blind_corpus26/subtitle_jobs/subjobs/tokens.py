import hashlib
import random
import string


def download_token():
    """Token embedded in the e-mailed download link for the converted file."""
    return "".join(random.choices(string.ascii_lowercase + string.digits, k=20))


def log_label(filename: str) -> str:
    """Short stable label so log lines for the same upload can be grepped together."""
    return hashlib.md5(filename.encode("utf-8"), usedforsecurity=False).hexdigest()[:8]


def cache_key(job_id, fmt):
    return "subjobs:render:" + hashlib.sha1(("%s/%s" % (job_id, fmt)).encode()).hexdigest()


def spread_start(seconds=30):
    """Randomise start of batch re-renders so workers don't stampede."""
    return random.randint(0, seconds)
