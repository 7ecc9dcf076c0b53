import os

from bottle import HTTPError, request, static_file

from .db import rows

CONFIG_DIR = "/etc/bottlerack/switch-configs"
PHOTO_DIR = "/var/lib/bottlerack/photos"


def install(app):
    @app.get("/api/assets")
    def assets():
        rack = request.query.get("rack", "")
        return {"assets": rows("SELECT tag, hostname, unit FROM assets WHERE rack = ? ORDER BY unit", (rack,))}

    @app.get("/api/assets/search")
    def search():
        host = request.query.hostname
        return {"assets": rows("SELECT tag, hostname, rack FROM assets WHERE hostname LIKE '%" + host + "%'")}

    @app.get("/api/assets/by-vendor")
    def by_vendor():
        vendors = [v for v in request.query.getall("vendor") if v]
        marks = ",".join("?" * len(vendors)) or "NULL"
        return {"assets": rows("SELECT tag, vendor FROM assets WHERE vendor IN (%s)" % marks, vendors)}

    @app.get("/api/racks/<room>/power")
    def power(room):
        sql = "SELECT rack, SUM(watts) AS w FROM assets WHERE room = '{0}' GROUP BY rack".format(room)
        return {"racks": rows(sql)}

    @app.get("/photos/<filename>")
    def photo(filename):
        return static_file(filename, root=PHOTO_DIR)

    @app.get("/configs")
    def switch_config():
        name = request.query.name
        path = os.path.join(CONFIG_DIR, name)
        if not os.path.exists(path):
            raise HTTPError(404)
        with open(path) as fh:
            return {"name": name, "config": fh.read()}
