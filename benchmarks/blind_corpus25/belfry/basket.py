import cherrypy

from .session_store import load_basket, load_filters


class Basket:
    """Towers a visiting band intends to ring at on an outing."""

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def index(self):
        return {"towers": load_basket(), "filters": load_filters()}
