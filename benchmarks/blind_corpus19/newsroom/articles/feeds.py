"""Pull syndicated stories from partner RSS feeds configured by editors."""
import io
import xml.sax
from xml.sax.handler import ContentHandler

import requests
from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse


class _Titles(ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles, self._in_title, self._buf = [], False, []

    def startElement(self, name, attrs):
        self._in_title = name == "title"
        self._buf = []

    def characters(self, content):
        if self._in_title:
            self._buf.append(content)

    def endElement(self, name):
        if name == "title":
            self.titles.append("".join(self._buf).strip())
            self._in_title = False


@staff_member_required
def preview_feed(request):
    feed_url = request.GET["url"]
    resp = requests.get(feed_url, timeout=10)
    handler = _Titles()
    parser = xml.sax.make_parser()
    parser.setFeature("http://xml.org/sax/features/external-general-entities", True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(resp.content))
    return JsonResponse({"titles": handler.titles[:20]})
