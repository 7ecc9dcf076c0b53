import logging

import requests

log = logging.getLogger(__name__)


class SchemeClient:
    def __init__(self, base_url, token):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    def get(self, path, **params):
        url = f"{self.base_url}/{path.lstrip('/')}"
        log.debug("GET %s %s", url, params)
        resp = self.session.get(url, params=params, timeout=60)
        resp.raise_for_status()
        return resp

    def download(self, url, dest):
        with self.session.get(url, stream=True, timeout=120) as resp:
            resp.raise_for_status()
            with open(dest, "wb") as fh:
                for chunk in resp.iter_content(65536):
                    fh.write(chunk)
        return dest
