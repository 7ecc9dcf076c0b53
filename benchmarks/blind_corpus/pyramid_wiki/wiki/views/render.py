import html
import re

from pyramid.response import Response
from pyramid.view import view_config

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_LINK = re.compile(r"\[\[([^\]|]+)\]\]")


def wikify(text):
    text = _BOLD.sub(r"<b>\1</b>", text)
    return _LINK.sub(r'<a href="/page/\1">\1</a>', text)


def preview_view(request):
    """Live preview while editing; registered in main() with add_view."""
    source = request.POST.get("source", "")
    body = "<div class='preview'>%s</div>" % wikify(source)
    return Response(body, content_type="text/html")


@view_config(route_name="recent")
def recent(request):
    who = request.params.get("who", "")
    heading = "<h2>Recent edits by %s</h2>" % html.escape(who, quote=True)
    return Response(heading, content_type="text/html")
