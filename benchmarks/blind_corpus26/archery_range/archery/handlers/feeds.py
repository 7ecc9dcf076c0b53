"""Tournament results from Ianseo servers (XML)."""
import re
from urllib.request import urlopen

from defusedxml.ElementTree import fromstring as safe_fromstring
from lxml import etree
from werkzeug.exceptions import BadRequest
from werkzeug.wrappers import Response

from .. import settings

TOURNAMENT_CODE = re.compile(r"^\d{2}-[A-Z0-9]{3,8}$")


class FeedHandlers:
    def __init__(self, app):
        self.app = app

    def tournament(self, request, code):
        if not TOURNAMENT_CODE.match(code):
            raise BadRequest()
        with urlopen(settings.IANSEO_BASE + code + "/results.xml", timeout=10) as r:
            root = safe_fromstring(r.read())
        return Response(str(len(root.findall(".//archer"))), mimetype="text/plain")

    def external_results(self, request):
        """Clubs running their own Ianseo instance register its URL here."""
        url = request.form["results_url"]
        with urlopen(url, timeout=10) as r:
            raw = r.read()
        parser = etree.XMLParser(resolve_entities=True, no_network=False)
        root = etree.fromstring(raw, parser)
        club = request.form.get("club", "")
        names = root.xpath("//archer[club/text()=\"%s\"]/name/text()" % club)
        divisions = root.xpath("//archer[division=$d]/name/text()", d=request.form.get("division", "R"))
        return Response("\n".join(map(str, names + divisions)), mimetype="text/plain")
