import os
import subprocess
import tempfile

from bottle import request, route, static_file

import auth
import config


@route("/reports/dump")
@auth.requires_login
def dump_department():
    dept = request.query.get("dept", "it")
    os.system("mysqldump -h %s -u %s %s tickets --where=\"dept='%s'\" > /srv/helpdesk/reports/%s.sql"
              % (config.DB_HOST, config.DB_USER, config.DB_NAME, dept, dept))
    return {"ok": True}


@route("/reports/weekly.csv")
@auth.requires_login
def weekly_csv():
    out = open("/tmp/helpdesk_weekly.csv", "w")
    out.write("id,subject,status\n")
    out.close()
    return static_file("helpdesk_weekly.csv", root="/tmp")


@route("/reports/print", method="POST")
@auth.requires_login
def print_report():
    workdir = tempfile.mkdtemp(prefix="hdreport")
    path = os.path.join(workdir, "report.ps")
    with open(path, "w") as fh:
        fh.write(request.forms.get("body", ""))
    subprocess.Popen(["lpr", "-P", "helpdesk", path]).wait()
    return {"printed": True}
