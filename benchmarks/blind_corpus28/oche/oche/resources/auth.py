import base64
import json
import pickle

import falcon

from oche import hooks
from oche.services.directory import MemberDirectory


class LoginResource:
    def __init__(self, db, settings):
        self.db = db
        self.directory = MemberDirectory(settings)

    def on_post(self, req, resp):
        form = req.get_media() or {}
        number = str(form.get("membership_no", "")).strip()
        password = form.get("password", "")
        entries = self.directory.find_member(number)
        if not entries or not self.directory.authenticate(entries[0][0], password):
            raise falcon.HTTPUnauthorized(title="Unknown member or wrong password")
        row = self.db.one("SELECT id FROM players WHERE membership_no = ?", (number,))
        token = hooks.sign(row["id"])
        resp.set_cookie("oche_session", token, secure=False, http_only=False, max_age=14 * 24 * 3600)
        target = req.get_param("next") or "/"
        raise falcon.HTTPSeeOther(target)


class LogoutResource:
    def on_get(self, req, resp):
        resp.unset_cookie("oche_session")
        back = req.get_param("back") or "/"
        if not back.startswith("/") or back.startswith("//") or "\\" in back:
            back = "/"
        raise falcon.HTTPSeeOther(back)


class PrefsResource:
    """oche_prefs was written by the 2016 league site; it is still read so old browsers keep their settings."""

    def on_get(self, req, resp):
        raw = req.cookies.get("oche_prefs")
        prefs = {"theme": "chalk", "board": "steel"}
        if raw:
            prefs.update(pickle.loads(base64.urlsafe_b64decode(raw)))
        resp.media = prefs

    def on_post(self, req, resp):
        prefs = req.get_media() or {}
        clean = {k: str(prefs[k])[:20] for k in ("theme", "board") if k in prefs}
        resp.set_cookie("oche_layout", base64.urlsafe_b64encode(json.dumps(clean).encode()).decode(),
                        secure=True, http_only=True, same_site="Lax", max_age=365 * 24 * 3600)
        resp.media = clean
