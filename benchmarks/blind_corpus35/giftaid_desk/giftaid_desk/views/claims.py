import os
import tempfile
import urllib.request
from datetime import date

from lxml import etree

from .. import config
from ..db import repo
from ..request import Response
from ..router import route

RESPONSE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def _rules():
    namespace = {}
    with open(config.CLAIM_RULES_FILE) as fh:
        exec(fh.read(), namespace)
    return namespace


def build_claim(year):
    rules = _rules()
    root = etree.Element("GiftAidClaim", charity=config.CHARITY_REF, year=str(year))
    for row in repo.unclaimed(year):
        if not rules.get("eligible", lambda r: True)(row):
            continue
        donor = etree.SubElement(root, "Donor")
        for field in ("title", "first_name", "surname", "house", "postcode", "amount", "given_on"):
            etree.SubElement(donor, field).text = str(row[field])
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8")


@route("/claims/submit", methods=("POST",))
def submit(req):
    year = int(req.form.get("year", date.today().year))
    payload = build_claim(year)
    path = tempfile.mktemp(suffix=".xml", dir=config.CLAIM_DIR)
    with open(path, "wb") as fh:
        fh.write(payload)
    request = urllib.request.Request(config.HMRC_ENDPOINT, data=payload,
                                     headers={"Content-Type": "application/xml"})
    request.add_header("X-Sender", f"{config.HMRC_SENDER_ID}:{config.HMRC_SENDER_PASSWORD}")
    with urllib.request.urlopen(request, timeout=60) as resp:
        answer = etree.fromstring(resp.read(), RESPONSE_PARSER)
    work = tempfile.mkdtemp(prefix="claim-")
    os.rename(path, os.path.join(work, os.path.basename(path)))
    return Response(f"<p>Submitted {year}: {answer.findtext('Status')}</p>")
