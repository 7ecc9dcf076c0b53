import random
from html import escape

TEMPLATE = """<!doctype html><meta charset="utf-8"><title>Circuit report</title>
<table><tr><th>Packet</th><th>Owner</th><th>Value</th></tr>{rows}</table>"""


def html_report(packets, path):
    rows = "".join(
        f"<tr><td>{escape(p['id'])}</td><td>{escape(p['owner_name'])}</td><td>{p['value']:.2f}</td></tr>" for p in packets
    )
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(TEMPLATE.format(rows=rows))


def audit_sample(packets, k=5):
    return random.sample(list(packets), min(k, len(packets)))
