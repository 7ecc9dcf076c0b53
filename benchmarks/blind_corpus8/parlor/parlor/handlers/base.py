import tornado.web

from .. import storage


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        uid = self.get_signed_cookie("uid")
        return uid.decode() if uid else None

    def start_session(self, username):
        self.set_signed_cookie("uid", username, expires_days=30)

    def remember_room(self, slug):
        self.set_signed_cookie(
            "last_room", slug, expires_days=90, secure=True, httponly=True, samesite="Strict"
        )

    def room_or_404(self, slug):
        row = storage.room(slug)
        if row is None:
            raise tornado.web.HTTPError(404)
        return row
