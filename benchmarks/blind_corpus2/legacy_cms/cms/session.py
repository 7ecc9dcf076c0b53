import base64
import cPickle
import json

import web


def load_prefs():
    """Reader preferences (font size, collapsed menus) kept in a cookie."""
    raw = web.cookies(cms_prefs='').cms_prefs
    if not raw:
        return {}
    try:
        return cPickle.loads(base64.b64decode(raw))
    except Exception, e:
        print "bad prefs cookie:", e
        return {}


def load_layout():
    raw = web.cookies(cms_layout='').cms_layout
    if not raw:
        return {}
    try:
        return json.loads(base64.b64decode(raw))
    except ValueError, e:
        return {}


def save_layout(layout):
    web.setcookie('cms_layout', base64.b64encode(json.dumps(layout)), 86400 * 365)
