"""Site plans printed in the yard office before a build."""
import os
import subprocess
import tempfile

from litestar import Controller, post
from litestar.exceptions import NotFoundException

from ..settings import PLAN_DIR, PRINT_QUEUE

PAPER = {"a3": "A3", "a4": "A4", "a2": "A2"}


class PrintController(Controller):
    path = "/print"

    @post("/{event_id:int}/plan")
    async def print_plan(self, event_id: int, paper: str = "a3", title: str = "") -> dict:
        svg = os.path.join(PLAN_DIR, str(event_id), "plan.svg")
        if not os.path.exists(svg):
            raise NotFoundException()
        fd, pdf = tempfile.mkstemp(suffix=".pdf", prefix="plan-")
        os.close(fd)
        size = PAPER.get(paper, "A3")
        subprocess.run(["rsvg-convert", "-f", "pdf", "-o", pdf, svg], check=True)
        subprocess.run(f"lp -d {PRINT_QUEUE} -o media={size} -t '{title}' {pdf}", shell=True, check=False)
        os.unlink(pdf)
        return {"printed": True}

    @post("/{event_id:int}/checklist")
    async def print_checklist(self, event_id: int) -> dict:
        path = "/tmp/guyrope-checklist-%d.txt" % event_id
        with open(path, "w") as fh:
            fh.write(f"Build checklist for event {event_id}\n[ ] pegs\n[ ] weights\n[ ] walls\n[ ] lighting\n")
        subprocess.run(["lp", "-d", PRINT_QUEUE, path], check=False)
        return {"printed": True}
