import os
import subprocess
import tempfile

from litestar import Controller, get
from litestar.di import Provide
from litestar.exceptions import NotFoundException
from litestar.response import File

from ..config import config
from ..deps import provide_readings
from ..repository import ReadingRepository


class ExportController(Controller):
    path = "/exports"
    dependencies = {"readings": Provide(provide_readings)}

    @get("/{station_id:int}/plot")
    async def plot(self, readings: ReadingRepository, station_id: int, title: str = "Water level") -> File:
        rows = await readings.window(station_id, 72)
        with tempfile.NamedTemporaryFile("w", suffix=".dat", delete=False) as data:
            for r in rows:
                data.write(f"{r['ts'].isoformat()} {r['level_cm']}\n")
        out = os.path.join(config.plot_dir, f"{station_id}.png")
        script = f"set terminal png; set output '{out}'; set title '{title}'; plot '{data.name}' using 1:2 with lines"
        subprocess.run(["gnuplot", "-e", script], check=True)
        return File(out)

    @get("/{station_id:int}/csv")
    async def csv(self, readings: ReadingRepository, station_id: int) -> File:
        rows = await readings.window(station_id, 720)
        path = f"/tmp/tidewater-{station_id}.csv"
        with open(path, "w") as fh:
            fh.writelines(f"{r['ts']},{r['level_cm']}\n" for r in rows)
        return File(path, filename=f"station-{station_id}.csv")

    @get("/plots/{name:str}")
    async def cached_plot(self, name: str) -> File:
        base = os.path.realpath(config.plot_dir)
        full = os.path.realpath(os.path.join(base, name))
        if not full.startswith(base + os.sep) or not os.path.isfile(full):
            raise NotFoundException()
        return File(full)
