from urllib.parse import quote

import requests


class HttpFeed:
    def __init__(self, base_url, token=None):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        if token:
            self.session.headers["Authorization"] = "Bearer " + token

    def day_export(self, day):
        r = self.session.get("%s/exports/%s.csv" % (self.base_url, quote(day, safe="")), timeout=60)
        r.raise_for_status()
        return r.text

    def follow_manifest(self, manifest):
        chunks = []
        for part in manifest.get("parts", []):
            r = self.session.get(part["href"], timeout=60)
            r.raise_for_status()
            chunks.append(r.text)
        return chunks
