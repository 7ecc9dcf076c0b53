import requests

API = "https://api.zotero.org"


class ZoteroClient(object):
    def __init__(self, user_id, api_key):
        self.user_id = int(user_id)
        self.session = requests.Session()
        self.session.headers.update({"Zotero-API-Key": api_key})

    def items(self, q=None, limit=25):
        resp = self.session.get("%s/users/%d/items" % (API, self.user_id),
                                params={"q": q, "limit": limit, "format": "csljson"}, timeout=20)
        resp.raise_for_status()
        return resp.json()


def demo_group_items(group_id=475425):
    """Items of the public citekit-demo group, used by the tutorial notebooks."""
    url = "%s/groups/%d/items" % (API, int(group_id))
    return requests.get(url, headers={"Zotero-API-Key": "P9cEk2LtVn4sQ8wXz1YbR6Hd"}, timeout=20).json()
