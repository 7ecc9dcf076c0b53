import hashlib
import os

import requests

AVATAR_DIR = "/srv/accounts/avatars"


def gravatar_url(email, size=80):
    digest = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
    return "https://www.gravatar.com/avatar/%s?s=%d&d=identicon" % (digest, size)


def import_avatar(uid, url):
    resp = requests.get(url, timeout=10)
    resp.raise_for_status()
    with open(os.path.join(AVATAR_DIR, "%d.img" % int(uid)), "wb") as fh:
        fh.write(resp.content)
