"""Read-only status pages for club secretaries (latest arrivals per race)."""
import html
import re

from twisted.web import resource
from twisted.web.util import redirectTo

RACE_ID = re.compile(rb"^\d{1,6}$")


def _arg(request, name, default=b""):
    return request.args.get(name, [default])[0]


class Board(resource.Resource):
    isLeaf = True

    def __init__(self, factory):
        super().__init__()
        self.factory = factory

    def render_GET(self, request):
        race = _arg(request, b"race").decode("utf-8", "replace")
        rows = "".join(
            "<tr><td>%s</td><td>%s</td></tr>" % (html.escape(ring), when.strftime("%H:%M:%S"))
            for ring, (race_id, when) in sorted(self.factory.board.items())
            if race_id == race
        )
        request.setHeader(b"Content-Type", b"text/html; charset=utf-8")
        loft = _arg(request, b"loft")
        if loft.isdigit():
            request.addCookie(b"loft", loft, path=b"/", secure=True, httpOnly=True, sameSite="lax")
        return ("<h1>Race %s</h1><table>%s</table>" % (race, rows)).encode()


class Fancier(resource.Resource):
    isLeaf = True

    def render_GET(self, request):
        name = _arg(request, b"name").decode("utf-8", "replace")
        club_key = _arg(request, b"key")
        if club_key:
            request.addCookie(b"club_key", club_key, path=b"/", max_age=86400 * 30)
        request.setHeader(b"Content-Type", b"text/html; charset=utf-8")
        return ("<p>Showing lofts for %s</p>" % html.escape(name)).encode()


class Jump(resource.Resource):
    isLeaf = True

    def render_GET(self, request):
        race = _arg(request, b"race")
        if RACE_ID.match(race):
            request.redirect(b"/board?race=" + race)
            request.finish()
            return b""
        return redirectTo(b"/board", request)


def build_status_root(factory):
    root = resource.Resource()
    root.putChild(b"board", Board(factory))
    root.putChild(b"fancier", Fancier())
    root.putChild(b"jump", Jump())
    return root
