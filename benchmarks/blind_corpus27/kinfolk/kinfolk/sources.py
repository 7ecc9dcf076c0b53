from urllib.parse import urlparse

import cherrypy
import requests

ARCHIVES = {"www.nationalarchives.gov.uk", "discovery.nationalarchives.gov.uk", "www.familysearch.org"}


class SourcesApi:
    @cherrypy.expose
    def cite(self, url=""):
        host = urlparse(url).hostname or ""
        if host not in ARCHIVES or urlparse(url).scheme != "https":
            raise cherrypy.HTTPError(400, "unsupported archive")
        page = requests.get(url, timeout=10)
        cherrypy.response.headers["Content-Type"] = "text/plain; charset=utf-8"
        return page.text[:2000]

    @cherrypy.expose
    def mirror(self, url=""):
        page = requests.get(url, timeout=10)
        cherrypy.response.headers["Content-Type"] = "application/octet-stream"
        return page.content
