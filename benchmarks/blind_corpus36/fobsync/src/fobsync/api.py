import requests


class PlatformClient:
    def __init__(self, base_url, api_key):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Token {api_key}"

    def members(self):
        page = self.session.get(f"{self.base_url}/members", params={"per_page": 200}, timeout=30).json()
        out = list(page["results"])
        while page.get("next"):
            page = self.session.get(page["next"], timeout=30).json()
            out.extend(page["results"])
        return out

    def bookings(self):
        return self.session.get(f"{self.base_url}/bookings/laser", timeout=30).json()["results"]

    def wishlist(self):
        return self.session.get(f"{self.base_url}/wishlist", timeout=30).json()["results"]

    def snapshot(self):
        return self.session.get(f"{self.base_url}/export/snapshot", timeout=60).content
