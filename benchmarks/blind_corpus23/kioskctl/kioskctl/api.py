import requests


class FleetClient:
    def __init__(self, endpoint, token):
        self.endpoint = endpoint.rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"

    def kiosks(self, branch=None):
        params = {"branch": branch} if branch else {}
        resp = self.session.get(f"{self.endpoint}/kiosks", params=params, timeout=15)
        resp.raise_for_status()
        return resp.json()["kiosks"]

    def firmware(self, version):
        meta = self.session.get(f"{self.endpoint}/firmware/{version}", timeout=15).json()
        blob = self.session.get(f"{self.endpoint}/firmware/{version}/blob", timeout=60).content
        return meta, blob

    def health_rules(self):
        return self.session.get(f"{self.endpoint}/health-rules", timeout=15).json()
