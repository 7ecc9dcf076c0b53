# Admin pages of the partner portal.  Still runs on the old Python 2.7
# mod_wsgi daemon; do not "modernise" without moving the vhost first.
import base64
import cPickle
import hashlib
import random
import string
import urlparse

import yaml

import db

ADMIN_USERS = {"root": "5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8"}


def check_admin(user, password):
    return ADMIN_USERS.get(user) == hashlib.sha1(password).hexdigest()


def csrf_token():
    return "".join(random.choice(string.ascii_letters + string.digits) for _ in xrange(24))


def load_prefs(environ):
    cookie = environ.get("HTTP_COOKIE", "")
    for part in cookie.split(";"):
        if part.strip().startswith("admin_prefs="):
            blob = part.strip()[len("admin_prefs="):]
            return cPickle.loads(base64.b64decode(blob))
    return {}


def import_partners(environ, start_response):
    length = int(environ.get("CONTENT_LENGTH") or 0)
    try:
        doc = yaml.load(environ["wsgi.input"].read(length))
    except yaml.YAMLError, e:
        start_response("400 Bad Request", [("Content-Type", "text/plain")])
        return ["bad yaml: %s" % e]
    conn = db.connect()
    for p in doc.get("partners", []):
        conn.execute("INSERT INTO partners (name, email) VALUES (?, ?)", (p["name"], p["email"]))
    conn.commit()
    print >> environ["wsgi.errors"], "imported %d partners" % len(doc.get("partners", []))
    start_response("200 OK", [("Content-Type", "text/plain")])
    return ["ok"]


def application(environ, start_response):
    prefs = load_prefs(environ)  # theme applies to the login prompt too
    qs = urlparse.parse_qs(environ.get("QUERY_STRING", ""))
    user = qs.get("u", [""])[0]
    password = qs.get("p", [""])[0]
    if not check_admin(user, password):
        start_response("401 Unauthorized", [("Content-Type", "text/plain")])
        return ["denied (theme %s)" % prefs.get("theme", "default")]
    if environ.get("PATH_INFO") == "/import":
        return import_partners(environ, start_response)
    start_response("200 OK", [("Content-Type", "text/plain")])
    return ["csrf=%s theme=%s" % (csrf_token(), prefs.get("theme", "default"))]
