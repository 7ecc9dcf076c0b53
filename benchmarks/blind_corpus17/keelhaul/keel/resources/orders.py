import os

import falcon
from lxml import etree

from .. import config
from ..directory import search_crew

DESTINATIONS = {"list": "/orders", "board": "/board", "crew": "/crew"}


def _spec(yard):
    return etree.parse(os.path.join(config.SPEC_DIR, "yard-%d.xml" % int(yard)))


class OrderSearch:
    def on_get(self, req, resp):
        doc = _spec(req.get_param_as_int("yard", default=1))
        hull = req.get_param("hull", default="")
        orders = doc.xpath("//order[hull/@id='" + hull + "']/@number")
        trade = req.get_param("trade", default="")
        crews = doc.xpath("//crew[@trade=$t]/@name", t=trade)
        people = search_crew(req.get_param("who")) if req.get_param("who") else []
        resp.media = {"orders": [str(o) for o in orders], "crews": [str(c) for c in crews], "people": people}


class OrderDone:
    def on_post(self, req, resp, order_id):
        req.context.setdefault("done", []).append(order_id)
        back = req.get_param("return")
        if back:
            raise falcon.HTTPFound(back)
        raise falcon.HTTPSeeOther(DESTINATIONS.get(req.get_param("to"), "/orders"))
