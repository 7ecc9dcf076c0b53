"""Download course files."""
import re
import urllib.request

from ._config import RATING_API, RATING_API_KEY

COURSE_ID = re.compile(r"^[A-Z]{3}\d{5}$")


def fetch_course(url: str, timeout: float = 20) -> bytes:
    with urllib.request.urlopen(url, timeout=timeout) as resp:
        return resp.read()


def fetch_official(course_id: str) -> bytes:
    if not COURSE_ID.match(course_id):
        raise ValueError("course id must look like ABC12345")
    req = urllib.request.Request(f"{RATING_API}/courses/{course_id}.xml", headers={"X-Api-Key": RATING_API_KEY})
    with urllib.request.urlopen(req, timeout=20) as resp:
        return resp.read()
