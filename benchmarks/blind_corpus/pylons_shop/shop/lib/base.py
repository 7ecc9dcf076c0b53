from pylons import request, session, tmpl_context as c
from pylons.controllers import WSGIController
from pylons.controllers.util import abort
from pylons.templating import render_mako as render

from shop.model import meta


class BaseController(WSGIController):
    requires_admin = False

    def __before__(self):
        c.user = session.get('user')
        if self.requires_admin and not (c.user and c.user.get('admin')):
            abort(403)
        self._load_context()

    def _load_context(self):
        pass

    def __call__(self, environ, start_response):
        try:
            return WSGIController.__call__(self, environ, start_response)
        finally:
            meta.Session.remove()
