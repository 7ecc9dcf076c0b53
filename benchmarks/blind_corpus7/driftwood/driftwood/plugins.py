import os

import requests

GITHUB_TOKEN = "ghp_R2d7Kq9LmX4vB8nT1cW6yZ3pH5sJ0fA7eU2i"
INDEX = "https://api.github.com/repos/example-org/driftwood-plugins/contents/index.json"


def list_plugins():
    r = requests.get(INDEX, headers={"Authorization": "token " + GITHUB_TOKEN, "Accept": "application/vnd.github.raw"}, timeout=10)
    r.raise_for_status()
    return r.json()


def install(name):
    return os.popen("pip install --quiet driftwood-plugin-" + name).read()
