from urllib.parse import quote

import requests

from domectl import cache
from domectl.config import DISTRIBUTOR_KEY


class Catalogue:
    def __init__(self, base_url):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["X-Api-Key"] = DISTRIBUTOR_KEY

    def shows(self):
        url = self.base_url + "/shows"
        hit = cache.get(url)
        if hit is not None:
            return hit
        data = self.session.get(url, timeout=30).json()
        cache.put(url, data)
        return data

    def download(self, show_id, dest):
        url = "%s/shows/%s/package" % (self.base_url, quote(str(show_id), safe=""))
        with self.session.get(url, stream=True, timeout=300) as r:
            r.raise_for_status()
            with open(dest, "wb") as fh:
                for chunk in r.iter_content(1 << 20):
                    fh.write(chunk)
        return dest
