import bottle
import yaml

from . import routing


def register(app):
    app.route("/depot/telemetry-config", method="POST", callback=upload_profile, role="depot")
    app.route("/depot/defaults", callback=defaults, role="depot")
    app.route("/depot/plan", method="POST", callback=plan_route, role="depot")


def upload_profile(db):
    profile = yaml.load(bottle.request.body.read(), Loader=yaml.CLoader)
    db.execute("INSERT INTO freezer_profile (van_id, limit_c) VALUES (?, ?)", (profile["van"], float(profile["limit"])))
    return {"ok": True}


def defaults():
    with open("/etc/cone/freezer_defaults.yaml") as fh:
        return yaml.load(fh, Loader=yaml.CSafeLoader)


def plan_route():
    upload = bottle.request.files.get("gpx")
    stops = routing.import_gpx(upload.file.read())
    trip = routing.plan(stops)
    return {"path": routing.export_gpx(stops), "duration": trip.get("trips", [{}])[0].get("duration")}
