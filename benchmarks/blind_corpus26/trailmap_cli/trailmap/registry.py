"""Client for the regional trail registry."""
import json
import pickle
from urllib.parse import urljoin

import requests

from .util import log, polite_pause


class Registry:
    def __init__(self, base_url):
        self.base_url = base_url.rstrip("/") + "/"
        self.session = requests.Session()
        self.session.headers["User-Agent"] = "trailmap-cli/1.8"

    def index(self):
        r = self.session.get(urljoin(self.base_url, "index.json"), timeout=30)
        r.raise_for_status()
        return json.loads(r.text)

    def index_snapshot(self):
        """Faster binary snapshot of the index the registry publishes nightly."""
        r = self.session.get(urljoin(self.base_url, "index.pickle"), timeout=60)
        r.raise_for_status()
        return pickle.loads(r.content)

    def download_track(self, entry):
        # each index entry says where its GPX lives (often on a partner club's server)
        url = entry["gpx_url"]
        log.debug("fetching %s", url)
        r = self.session.get(url, timeout=60)
        polite_pause()
        r.raise_for_status()
        return r.content
