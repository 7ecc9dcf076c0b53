import urllib.request

from pyramid.response import Response
from pyramid.view import view_config

from .. import render


@view_config(route_name="include", permission="edit")
def include_remote(request):
    """Pull a Markdown snippet from another system into a page preview."""
    src = request.params["src"]
    with urllib.request.urlopen(src, timeout=10) as fh:
        text = fh.read().decode("utf-8", "replace")
    return Response(render.render_page(request.matchdict["name"], text))
