"""HTML run reports."""
import datetime
import os

import jinja2

from . import config

env = jinja2.Environment(loader=jinja2.PackageLoader("labkit", "templates"))


def write_report(run_id, samples, instrument):
    html = env.get_template("report.html").render(
        run_id=run_id,
        samples=samples,
        instrument=instrument.describe(),
        generated=datetime.datetime.now(),
    )
    path = os.path.join(config.REPORT_DIR, "run-%d.html" % int(run_id))
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(html)
    return path
