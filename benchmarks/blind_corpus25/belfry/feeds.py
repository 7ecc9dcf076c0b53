from urllib.parse import quote

import cherrypy
import requests

from . import settings


class Feeds:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def mirror(self, url):
        resp = requests.get(url, timeout=10)
        return {"status": resp.status_code, "length": len(resp.content)}

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def bellboard(self, peal_id):
        url = "https://%s/view.php?id=%s" % (settings.BELLBOARD_HOST, quote(str(int(peal_id))))
        resp = requests.get(url, timeout=10)
        return {"status": resp.status_code}
