import requests


class PortalClient:
    """Talks to the portal the operator configured (or passed with --portal)."""

    def __init__(self, base_url, token, dataset):
        self.base_url = base_url.rstrip("/")
        self.dataset = dataset
        self.session = requests.Session()
        if token:
            self.session.headers["Authorization"] = f"Bearer {token}"

    def records(self, since=None):
        params = {"dataset": self.dataset, "modifiedSince": since} if since else {"dataset": self.dataset}
        resp = self.session.get(f"{self.base_url}/occurrences", params=params, timeout=60)
        resp.raise_for_status()
        return resp.json()["results"]

    def abcd_document(self, record_id):
        resp = self.session.get(f"{self.base_url}/occurrences/{record_id}/abcd", timeout=60)
        resp.raise_for_status()
        return resp.content

    def archive(self):
        resp = self.session.get(f"{self.base_url}/datasets/{self.dataset}/dwca", timeout=300, stream=True)
        resp.raise_for_status()
        return resp.raw
