import json

import requests

GIST_API = "https://api.github.com/gists"
GIST_TOKEN = "ghp_Q2x8ZkV7mNw4pR1tYb6cH9sJ3dL0aE5fG7uK"


def push(snippets):
    files = {"%d-%s.txt" % (s[0], s[1].replace("/", "_")): {"content": s[3]} for s in snippets}
    r = requests.post(GIST_API, headers={"Authorization": "token " + GIST_TOKEN},
                      data=json.dumps({"public": False, "files": files}), timeout=20)
    r.raise_for_status()
    return r.json()["html_url"]


def fetch_raw(url):
    return requests.get(url, timeout=20).text
