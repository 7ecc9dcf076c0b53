from urllib.parse import urlparse

import requests


class PartnerClient:
    def __init__(self, allowed_hosts):
        self.allowed_hosts = set(allowed_hosts)
        self.session = requests.Session()

    def fetch_voucher_status(self, status_url):
        parsed = urlparse(status_url)
        if parsed.scheme != "https" or parsed.hostname not in self.allowed_hosts:
            raise ValueError("partner host not allowed")
        return self.session.get(status_url, timeout=5, allow_redirects=False).json()

    def preview_room_image(self, image_url):
        return self.session.get(image_url, timeout=5).content
