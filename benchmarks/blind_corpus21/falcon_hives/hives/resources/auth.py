import falcon

from ..directory import member_by_licence, member_by_mail
from ..security import new_api_key, new_session_id


class LoginResource(object):
    def on_post(self, req, resp):
        form = req.get_media()
        member = member_by_licence(form["licence"]) if "licence" in form else member_by_mail(form.get("mail", ""))
        if member is None:
            raise falcon.HTTPUnauthorized()
        resp.set_cookie("hive_session", new_session_id(), secure=False, http_only=False, path="/")
        resp.set_cookie("hive_lang", form.get("lang", "es"))
        resp.media = {"api_key": new_api_key()}
        if req.get_param("next"):
            raise falcon.HTTPFound(req.get_param("next"))


class LogoutResource(object):
    def on_get(self, req, resp):
        resp.unset_cookie("hive_session")
        raise falcon.HTTPSeeOther("/apiaries/default")
