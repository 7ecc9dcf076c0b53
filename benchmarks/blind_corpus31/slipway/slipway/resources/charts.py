import falcon
from defusedxml.lxml import fromstring as dfromstring


class Notices:
    def on_post(self, req, resp):
        raw = req.bounded_stream.read()
        doc = dfromstring(raw)
        area = req.get_param("area", default="")
        hits = doc.xpath(f"//notice[area='{area}']/text")
        resp.media = [h.text for h in hits]
        resp.set_header("X-Notice-Count", str(len(doc.xpath("//notice[@edition=$e]", e=req.get_param("edition", default="")))))

    def on_get(self, req, resp):
        raise falcon.HTTPMethodNotAllowed(["POST"])
