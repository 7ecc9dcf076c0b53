import requests


class CMDB(object):
    def __init__(self, base_url, token):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = "Bearer " + token

    def hosts(self, role):
        r = self.session.get(self.base_url + "/api/hosts", params={"role": role}, timeout=15)
        r.raise_for_status()
        return [h["fqdn"] for h in r.json()["hosts"]]


def fetch(url):
    return requests.get(url, timeout=30)
