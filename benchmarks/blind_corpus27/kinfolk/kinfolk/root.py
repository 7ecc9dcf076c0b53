import cherrypy

from .auth import AuthPages
from .gedcom import GedcomApi
from .people import PeopleApi
from .records import RecordsApi
from .sources import SourcesApi


class Root:
    def __init__(self):
        self.people = PeopleApi()
        self.gedcom = GedcomApi()
        self.auth = AuthPages()
        self.records = RecordsApi()
        self.sources = SourcesApi()

    @cherrypy.expose
    def index(self):
        return "<h1>Kinfolk</h1><a href='/people/'>People</a>"

    @cherrypy.expose
    def go(self, to="/"):
        raise cherrypy.HTTPRedirect(to)

    @cherrypy.expose
    def section(self, name="people"):
        target = {"people": "/people/", "records": "/records/", "sources": "/sources/"}.get(name, "/")
        raise cherrypy.HTTPRedirect(target)
