import json

import falcon

from .. import db, pricing, render, tokens


class BookingCollection:
    def on_post(self, req, resp):
        body = req.get_media()
        total = pricing.nightly(body["size"], int(body["nights"]), body.get("extras", 0))
        if body.get("promo"):
            total = pricing.apply_promo(total, body["promo"])
        ref = tokens.booking_ref()
        db.create_booking(ref, body["owner"], body["dog_name"], body["size"], body["start"], int(body["nights"]), total)
        resp.status = falcon.HTTP_201
        resp.media = {"ref": ref, "total": total}


class BookingPage:
    def on_get(self, req, resp, ref):
        b = db.booking(ref)
        resp.content_type = falcon.MEDIA_HTML
        if b is None:
            resp.status = falcon.HTTP_404
            resp.text = render.not_found(ref)
            return
        if req.get_param_as_bool("plain"):
            resp.text = render.owner_page_safe(req, b)
        else:
            resp.text = render.owner_page(req, b)
