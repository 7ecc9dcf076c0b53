import requests

from . import config


class CmsClient:
    def __init__(self, base_url=None, token=None):
        self.base_url = (base_url or config.CMS_URL).rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = "Token " + (token or config.CMS_TOKEN)

    def get_json(self, path, **params):
        resp = self.session.get(self.base_url + path, params=params, timeout=30)
        resp.raise_for_status()
        return resp.json()

    def screens(self, site):
        return self.get_json("/api/screens/", site=site)

    def manifest(self, bundle_id):
        return self.get_json(f"/api/bundles/{int(bundle_id)}/manifest/")

    def download(self, url, dest):
        with self.session.get(url, stream=True, timeout=60) as resp:
            resp.raise_for_status()
            with open(dest, "wb") as fh:
                for chunk in resp.iter_content(65536):
                    fh.write(chunk)
        return dest
