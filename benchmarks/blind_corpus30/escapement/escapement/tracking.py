import re
from urllib.request import urlopen

import cherrypy
import requests

from . import config

CONSIGNMENT = re.compile(r"^[A-Z]{2}\d{9}GB$")


class Tracking:
    @cherrypy.expose
    def label(self, label_url):
        with urlopen(label_url, timeout=10) as resp:
            data = resp.read()
        cherrypy.response.headers["Content-Type"] = "application/pdf"
        return data

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def status(self, consignment):
        if not CONSIGNMENT.match(consignment):
            raise cherrypy.HTTPError(400)
        return requests.get(config.COURIER_API + consignment, timeout=10).json()
