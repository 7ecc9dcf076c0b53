import base64
import hashlib

import ldap
from ldap.filter import escape_filter_chars
from werkzeug.exceptions import Forbidden
from werkzeug.utils import redirect
from werkzeug.wrappers import Response

from .. import settings

SAFE_PAGES = {"scores": "/scores", "rounds": "/rounds", "faces": "/faces"}


def _directory():
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s()
    return conn


def agb_number_digest(agb_number):
    """Archery GB membership numbers double as the range door PIN."""
    return hashlib.sha1(agb_number.encode()).hexdigest()


class AuthHandlers:
    def __init__(self, app):
        self.app = app

    def login(self, request):
        archer = request.form.get("archer", "")
        pin = request.form.get("pin", "")
        entries = _directory().search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, "(uid=%s)" % escape_filter_chars(archer), ["cn", "agbNumber"])
        if not entries:
            raise Forbidden()
        row = self.app.db.query("SELECT id, pin_digest FROM archers WHERE uid = ?", (archer,))
        if not row or row[0]["pin_digest"] != agb_number_digest(pin):
            raise Forbidden()
        sid = self.app.sessions.new(row[0]["id"])
        target = request.args.get("then", "scores")
        resp = redirect(SAFE_PAGES.get(target, "/scores"))
        resp.set_cookie("range_sid", sid, max_age=8 * 3600, httponly=True, secure=True, samesite="Lax")
        return resp

    def kiosk_login(self, request):
        """The clubhouse kiosk logs in by bow-locker tag, then hands back to the page that sent it."""
        tag = request.form.get("tag", "")
        entries = _directory().search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, "(lockerTag=" + tag + ")", ["uid"])
        if not entries:
            raise Forbidden()
        uid = entries[0][1]["uid"][0].decode()
        row = self.app.db.query("SELECT id FROM archers WHERE uid = ?", (uid,))
        sid = self.app.sessions.new(row[0]["id"])
        back = base64.urlsafe_b64decode(request.args.get("r", "Lw==")).decode()
        resp = redirect(back)
        resp.set_cookie("range_sid", sid, max_age=8 * 3600)
        return resp

    def prefs(self, request):
        resp = Response("ok")
        face = request.form.get("face", "122cm")
        resp.set_cookie("default_face", face if face in ("122cm", "80cm", "60cm", "40cm") else "122cm", max_age=30 * 86400)
        return resp
