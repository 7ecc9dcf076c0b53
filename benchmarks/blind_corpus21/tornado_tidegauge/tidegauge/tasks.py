import csv
import os
import random
import subprocess
import tempfile

from tornado.ioloop import IOLoop, PeriodicCallback
from tornado.options import options


async def export_station(storage, station):
    rows = await storage.fetch("SELECT ts, level_mm FROM readings WHERE station = $1", station)
    scratch = "/tmp/tidegauge-%s.csv" % station
    with open(scratch, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerows(rows)
    subprocess.run(["gzip", "-9", "-f", scratch], check=True)
    os.replace(scratch + ".gz", os.path.join(options.export_dir, station + ".csv.gz"))


async def export_all(app):
    storage = app.settings["storage"]
    with tempfile.TemporaryDirectory(prefix="tide-") as workdir:
        for rec in await storage.fetch("SELECT code FROM stations WHERE active"):
            await export_station(storage, rec["code"])
        open(os.path.join(workdir, "done"), "w").close()


def schedule_exports(app):
    # spread the load so that all harbours do not export in the same second
    jitter_ms = random.uniform(0, 30000)
    cb = PeriodicCallback(lambda: IOLoop.current().spawn_callback(export_all, app),
                          3600 * 1000 + jitter_ms)
    cb.start()
    return cb
