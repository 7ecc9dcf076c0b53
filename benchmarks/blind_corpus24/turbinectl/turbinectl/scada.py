import requests

from . import config


class Scada:
    def __init__(self, base_url, token):
        self.base = base_url.rstrip("/")
        self.s = requests.Session()
        self.s.headers["Authorization"] = "Bearer %s" % token

    def turbine(self, serial):
        r = self.s.get(self.base + "/turbines/" + serial, timeout=15)
        r.raise_for_status()
        return r.json()

    def fleet(self):
        return self.s.get(self.base + "/turbines", timeout=30).json()


def download_firmware(manifest):
    url = manifest["firmware"]["url"]
    r = requests.get(url, timeout=60)
    r.raise_for_status()
    return r.content


def post_completion(manifest, result):
    hook = manifest.get("notify_url")
    if hook:
        requests.post(hook, json=result, timeout=10)


def vendor_release_notes(version):
    base = config.DEFAULTS["vendor_portal"]
    r = requests.get(base + "/releases", params={"v": version}, auth=(config.VENDOR_PORTAL_USER, config.VENDOR_PORTAL_PASSWORD), timeout=15)
    return r.text


def fetch(url):
    """`turbinectl fetch URL` - operator debugging helper."""
    return requests.get(url, timeout=15).text
