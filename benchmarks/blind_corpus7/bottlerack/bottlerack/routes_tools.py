import re
import subprocess
from urllib.parse import quote

from bottle import HTTPError, redirect, request, template

from .db import rows

LABEL_TPL = """<div class="label"><b>{{tag}}</b> {{hostname}}<br/>Rack {{rack}} U{{unit}}</div>"""
BMC_RE = re.compile(r"^bmc-[a-z0-9-]+\.dc\d\.internal$")


def install(app):
    @app.post("/tools/power-cycle")
    def power_cycle():
        bmc = request.forms.get("bmc", "")
        cmd = "ipmitool -I lanplus -H %s -U admin -E chassis power cycle" % bmc
        proc = subprocess.Popen(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        return {"output": proc.communicate()[0].decode()}

    @app.post("/tools/power-status")
    def power_status():
        bmc = request.forms.get("bmc", "")
        if not BMC_RE.match(bmc):
            raise HTTPError(400, "bad bmc host")
        out = subprocess.run(["ipmitool", "-I", "lanplus", "-H", bmc, "-U", "admin", "-E", "chassis", "power", "status"],
                             capture_output=True, text=True)
        return {"output": out.stdout}

    @app.get("/labels/<tag>")
    def label(tag):
        asset = rows("SELECT tag, hostname, rack, unit FROM assets WHERE tag = ?", (tag,))
        if not asset:
            raise HTTPError(404)
        return template(LABEL_TPL, **asset[0])

    @app.post("/labels/custom")
    def custom_label():
        tpl = request.forms.get("layout", LABEL_TPL)
        asset = rows("SELECT tag, hostname, rack, unit FROM assets WHERE tag = ?", (request.forms.get("tag"),))
        return template(tpl, **(asset[0] if asset else {}))

    @app.get("/go")
    def go():
        redirect(request.query.get("back") or "/")

    @app.get("/go/rack/<rack>")
    def go_rack(rack):
        redirect("/racks/%s" % quote(rack, safe=""))
