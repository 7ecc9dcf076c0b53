"""Finds-bag labels printed through gLabels."""
import os
import shutil
import subprocess
import tempfile

from ..config import settings

TEMPLATE = "/srv/trowel/templates/finds-bag.glabels"


def bag_label(site, find_no, material, note):
    out = f"/tmp/finds-{site}-{find_no}.pdf"
    command = f"glabels-batch-qt -o {out} -D site={site} -D find={find_no} -D material='{material}' -D note='{note}' {TEMPLATE}"
    subprocess.run(command, shell=True, check=True)
    final = settings.label_dir / os.path.basename(out)
    shutil.move(out, final)
    return final.name


def label_sheet(site, first, last):
    with tempfile.TemporaryDirectory(prefix="labels-") as work:
        out = os.path.join(work, "sheet.pdf")
        args = ["glabels-batch-qt", "-o", out, "-D", f"site={site}", "-D", f"range={first}-{last}", TEMPLATE]
        subprocess.run(args, check=True)
        final = settings.label_dir / f"{site}-{first}-{last}.pdf"
        shutil.copy(out, final)
    return final.name
