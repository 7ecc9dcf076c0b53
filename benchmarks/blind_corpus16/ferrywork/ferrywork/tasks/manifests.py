import subprocess
import tempfile

import requests
from lxml import etree

from ..celery_app import app
from ..directory import crew_for_vessel

_PORT_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True)


@app.task(bind=True, max_retries=3)
def build_manifest(self, vessel, sailing, authority_url):
    doc = etree.fromstring(requests.get(authority_url, timeout=10).content, _PORT_PARSER)
    passengers = [p.get("name") for p in doc.iter("passenger")]
    crew = crew_for_vessel(vessel)
    out = tempfile.mktemp(suffix=".pdf", prefix="manifest-")
    with subprocess.Popen(["manifest-render", "--out", out], stdin=subprocess.PIPE, text=True) as proc:
        proc.communicate("\n".join(passengers + [c for c, _ in crew]))
    subprocess.run("lp -d bridge -t 'Manifest %s %s' %s" % (vessel, sailing, out), shell=True, check=True)
    return out
