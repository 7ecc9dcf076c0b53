from urllib.parse import urlsplit

import requests
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config, view_defaults

ARTWORK_HOSTS = {"dl.dropboxusercontent.com", "drive.usercontent.google.com", "wetransfer.com"}


@view_defaults(route_name="artwork_fetch", renderer="json")
class ArtworkFetchView:
    def __init__(self, request):
        self.request = request

    @view_config(request_method="POST")
    def fetch(self):
        url = self.request.POST.get("url", "")
        parts = urlsplit(url)
        if parts.scheme != "https" or parts.hostname not in ARTWORK_HOSTS:
            raise HTTPBadRequest(json_body={"error": "Use a Dropbox, Google Drive or WeTransfer link"})
        resp = requests.get(url, timeout=30, allow_redirects=False)
        return {"bytes": len(resp.content)}

    @view_config(request_method="GET")
    def check_link(self):
        url = self.request.params.get("url", "")
        head = requests.head(url, timeout=10, allow_redirects=True)
        return {"status": head.status_code, "type": head.headers.get("Content-Type")}
