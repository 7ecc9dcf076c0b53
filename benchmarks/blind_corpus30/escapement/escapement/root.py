import cherrypy

from .account import Account
from .calibres import Calibres
from .jobs import Jobs
from .media import Media
from .rates import Rates
from .staff import Staff
from .tags import Tags
from .tracking import Tracking


class Root:
    def __init__(self):
        self.jobs = Jobs()
        self.account = Account()
        self.calibres = Calibres()
        self.media = Media()
        self.rates = Rates()
        self.staff = Staff()
        self.tags = Tags()
        self.tracking = Tracking()

    @cherrypy.expose
    def index(self):
        raise cherrypy.HTTPRedirect("/jobs/")
