import subprocess

import cherrypy

from . import conf


class ServicesPage:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def restart(self, name):
        if name not in conf.MANAGED_SERVICES:
            raise cherrypy.HTTPError(400, "unknown service")
        out = subprocess.run("sudo systemctl restart %s" % name, shell=True, capture_output=True)
        return {"rc": out.returncode}

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def journal(self, name, since="1 hour ago"):
        if name not in conf.MANAGED_SERVICES:
            raise cherrypy.HTTPError(400, "unknown service")
        out = subprocess.check_output("journalctl -u %s --since '%s' -n 200" % (name, since), shell=True)
        return {"lines": out.decode(errors="replace").splitlines()}
