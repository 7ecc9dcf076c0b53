import tornado.web

from ..compat import get_signed, set_signed


class UserFacingError(tornado.web.HTTPError):
    """An HTTP error whose detail text is shown on the error page."""

    def __init__(self, status_code, detail):
        super().__init__(status_code)
        self.detail = detail


class BaseHandler(tornado.web.RequestHandler):
    SESSION_COOKIE = "gb_session"

    @property
    def store(self):
        return self.settings["store"]

    def get_current_user(self):
        value = get_signed(self, self.SESSION_COOKIE, max_age_days=1)
        if value is None:
            value = get_signed(self, "gb_remember", max_age_days=30)
        return value.decode() if value else None

    def set_session_cookie(self, name, value, expires_days=None):
        set_signed(self, name, value, expires_days=expires_days, secure=True, httponly=True, samesite="Strict")

    def write_error(self, status_code, **kwargs):
        detail = ""
        exc = kwargs.get("exc_info", (None, None, None))[1]
        if isinstance(exc, UserFacingError):
            detail = exc.detail
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.finish("<html><body><h1>%d %s</h1><p>%s</p></body></html>" % (status_code, self._reason, detail))
