import os
import subprocess
import tempfile

import cherrypy

from . import storage


class Reports:
    @cherrypy.expose
    def peal_board(self, tower, style="classic"):
        rows = storage.conn().execute("SELECT date, method, changes FROM peals WHERE tower = ?", (tower,)).fetchall()
        with open("/tmp/belfry-board.md", "w") as fh:
            for r in rows:
                fh.write("* %s %s (%s)\n" % (r["date"], r["method"], r["changes"]))
        pdf = subprocess.check_output("pandoc %s --template=%s -t pdf -o -" % (fh.name, style), shell=True)
        cherrypy.response.headers["Content-Type"] = "application/pdf"
        return pdf

    @cherrypy.expose
    def certificate(self, peal_id):
        row = storage.conn().execute("SELECT method, tower FROM peals WHERE id = ?", (int(peal_id),)).fetchone()
        with tempfile.TemporaryDirectory(prefix="belfry-") as workdir:
            md = os.path.join(workdir, "cert.md")
            with open(md, "w") as fh:
                fh.write("# %s\n\nRung at %s\n" % (row["method"], row["tower"]))
            pdf = os.path.join(workdir, "cert.pdf")
            subprocess.run(["pandoc", md, "-o", pdf], check=True)
            cherrypy.response.headers["Content-Type"] = "application/pdf"
            with open(pdf, "rb") as fh:
                return fh.read()
