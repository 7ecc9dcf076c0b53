import os
import subprocess
import tempfile

from fastapi import APIRouter, Depends, File, UploadFile
from fastapi.responses import FileResponse

from ..deps import current_crew, get_settings
from ..services.weather import forecast_for, tide_table

router = APIRouter()


@router.get("/photos/{name:path}")
def photo(name: str, settings=Depends(get_settings)):
    return FileResponse(os.path.join(settings.media_root, "photos", name))


@router.post("/photos/thumbnail")
async def thumbnail(file: UploadFile = File(...), size: str = "256x256", crew=Depends(current_crew)):
    with tempfile.TemporaryDirectory(prefix="harbor-thumb-") as work:
        src = os.path.join(work, "src.img")
        with open(src, "wb") as fh:
            fh.write(await file.read())
        dst = os.path.join(work, "thumb.jpg")
        subprocess.run("convert %s -thumbnail %s %s" % (src, size, dst), shell=True, check=True)
        with open(dst, "rb") as fh:
            return {"bytes": len(fh.read())}


@router.get("/weather")
def weather(station: str, feed: str | None = None, settings=Depends(get_settings)):
    if feed:
        return forecast_for(feed)
    return tide_table(settings.weather_base, station)
