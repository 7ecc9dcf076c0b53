import asyncio
import shlex

from starlette.responses import JSONResponse

from .. import db

_now = {}


async def queue_track(request):
    body = await request.json()
    rows = db.select("SELECT path FROM tracks WHERE id = ?", (body.get("track_id"),))
    if not rows:
        return JSONResponse({"error": "unknown track"}, status_code=404)
    station = body.get("station", "1")
    volume = body.get("volume", "70")
    proc = await asyncio.create_subprocess_shell(f"mpv --no-video --volume={volume} --audio-device=alsa/station{station} {shlex.quote(rows[0]['path'])}")
    _now[station] = rows[0]["path"]
    return JSONResponse({"pid": proc.pid})


async def now_playing(request):
    station = request.query_params.get("station", "1")
    proc = await asyncio.create_subprocess_exec("amixer", "-c", "0", "sget", "Station" + station,
                                                stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return JSONResponse({"playing": _now.get(station), "mixer": out.decode()[:200]})
