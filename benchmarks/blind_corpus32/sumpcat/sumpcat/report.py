"""HTML reports for the club website."""
import html
import os
import random


def cave_of_the_month(rows, seed):
    picks = list(rows)
    random.Random(seed).shuffle(picks)
    return picks[0] if picks else None


def write_region_report(rows, report_dir, region):
    items = "".join(
        f"<li><b>{html.escape(r['name'])}</b> - {r['length_m']:.0f} m long, {r['depth_m']:.0f} m deep</li>"
        for r in rows
    )
    path = os.path.join(report_dir, f"{region}.html")
    with open(path, "w") as fh:
        fh.write(f"<h1>{html.escape(region)}</h1><ul>{items}</ul>")
    return path


def write_descriptions(rows, report_dir):
    blocks = "".join(f"<section><h2>{html.escape(r['name'])}</h2>{r['description']}</section>" for r in rows)
    path = os.path.join(report_dir, "descriptions.html")
    with open(path, "w") as fh:
        fh.write("<h1>Cave descriptions</h1>" + blocks)
    return path
