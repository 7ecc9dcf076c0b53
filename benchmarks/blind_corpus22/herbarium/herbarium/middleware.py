import hmac

import falcon

from .taxonomy import curator_api_key_digest


class CuratorAuth:
    def __init__(self, digests):
        self.digests = digests

    def process_resource(self, req, resp, resource, params):
        if not getattr(resource, "curator_only", False):
            return
        supplied = req.get_header("X-Curator-Key") or req.get_cookie_values("herb_curator") or ""
        if isinstance(supplied, list):
            supplied = supplied[0]
        digest = curator_api_key_digest(supplied)
        if not any(hmac.compare_digest(digest, d) for d in self.digests):
            raise falcon.HTTPUnauthorized()
