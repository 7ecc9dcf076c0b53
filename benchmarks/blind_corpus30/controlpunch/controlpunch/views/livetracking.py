from urllib.parse import urlencode

import requests

from ..db import execute

TRACKER_API = "https://api.gpsseuranta.example/v1/events"


def import_track(request):
    event_id = int(request.POST["event_id"])
    gpx_url = request.POST["gpx_url"]
    gpx = requests.get(gpx_url, timeout=20)
    execute(request, "INSERT INTO tracks (event_id, gpx) VALUES (:e, :g)", e=event_id, g=gpx.text)
    return {"bytes": len(gpx.content)}


def feed(request):
    query = urlencode({"event": int(request.params["event"]), "since": int(request.params.get("since", 0))})
    resp = requests.get(f"{TRACKER_API}?{query}", timeout=10)
    return resp.json()
