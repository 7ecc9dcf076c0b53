import os

import tornado.web
from lxml import etree

from ..base import BaseHandler

_records = {}


class HandFileHandler(BaseHandler):
    def get(self, session_id):
        board_set = self.get_argument("set", "main")
        path = os.path.join(self.settings["hand_root"], session_id, board_set + ".pbn")
        with open(path) as fh:
            self.set_header("Content-Type", "text/plain")
            self.write(fh.read())


class HandUploadHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        body = self.request.files["hands"][0]["body"]
        parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
        doc = etree.fromstring(body, parser)
        _records[doc.get("session")] = doc
        self.write({"boards": len(doc.findall("board"))})


class HandQueryHandler(BaseHandler):
    def get(self, session_id):
        doc = _records.get(session_id)
        if doc is None:
            raise tornado.web.HTTPError(404)
        seat = self.get_argument("seat", "N")
        suit = self.get_argument("suit", "S")
        cards = doc.xpath("//board/hand[@seat='%s']/%s/text()" % (seat, suit))
        board = doc.xpath("//board[@no=$n]/@dealer", n=self.get_argument("board", "1"))
        self.write({"cards": [str(c) for c in cards], "dealer": [str(b) for b in board]})
