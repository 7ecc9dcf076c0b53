import os
from pathlib import Path

import requests


def fetch_jobs(bookings, queue_dir):
    saved = []
    for job in bookings:
        resp = requests.get(job["file_url"], timeout=30)
        dest = os.path.join(queue_dir, job["filename"])
        with open(dest, "wb") as fh:
            fh.write(resp.content)
        saved.append(dest)
    return saved


def write_cut_sheet(job, queue_dir, svg):
    dest = Path(queue_dir) / f"{int(job['id']):06d}.svg"
    dest.write_text(svg)
    return dest
