import uuid

import tornado.web
from lxml import etree
from tornado.httpclient import AsyncHTTPClient

from ..base import BaseHandler
from ..calibrate import compile_formula

META = "/var/lib/tidewatch/stations.xml"


class StationMetaHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        name = self.get_argument("name")
        doc = etree.parse(META)
        hits = doc.xpath("//station[name='%s']/*" % name)
        self.write({el.tag: el.text for el in hits})


class FeedImportHandler(BaseHandler):
    @tornado.web.authenticated
    async def post(self):
        feed = self.get_argument("feed_url")
        resp = await AsyncHTTPClient().fetch(feed, request_timeout=10)
        formula = compile_formula(self.get_argument("formula", "v"))
        values = [formula(float(x)) for x in resp.body.decode().split()]
        self.application.latest[self.get_argument("station")] = values
        self.write({"imported": len(values)})


class ShareLinkHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        link_id = str(uuid.uuid1())
        self.application.shares[link_id] = self.get_argument("station")
        self.write({"url": "/shared/" + link_id})
