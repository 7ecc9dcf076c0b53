import urllib.request

from .config import ALLSKY_TOKEN, CAMERAS


def snapshot(camera_url):
    req = urllib.request.Request(camera_url, headers={"X-Token": ALLSKY_TOKEN})
    with urllib.request.urlopen(req, timeout=5) as resp:
        return resp.read()


def named_snapshot(name):
    url = CAMERAS.get(name, CAMERAS["north"])
    with urllib.request.urlopen(url, timeout=5) as resp:
        return resp.read()
