"""The members' status site: station list, events, admin sign-in."""
import html
import secrets

from twisted.web import resource, server

from . import auth, config
from .handlers import relay, state

_admin_sessions = set()


class StationList(resource.Resource):
    isLeaf = True

    def render_GET(self, request):
        rows = []
        for code, (lat, lon, elev) in sorted(state._locations.items()):
            link = relay._links.get(code, "")
            rows.append("<tr><td>%s</td><td>%.3f</td><td>%.3f</td><td>%s</td></tr>" % (html.escape(code), lat, lon, html.escape(link)))
        request.setHeader(b"content-type", b"text/html; charset=utf-8")
        return ("<table>%s</table>" % "".join(rows)).encode("utf-8")


class EventJump(resource.Resource):
    isLeaf = True

    def render_GET(self, request):
        event_id = int(request.args.get(b"id", [b"0"])[0])
        request.redirect(b"/events/%d" % event_id)
        return b""


class ViewPreference(resource.Resource):
    isLeaf = True

    def render_GET(self, request):
        view = b"map" if request.args.get(b"view", [b"map"])[0] == b"map" else b"list"
        request.addCookie(b"qn_view", view, path=b"/", secure=True, httpOnly=True, sameSite="lax")
        request.redirect(b"/")
        return b""


class AdminLogin(resource.Resource):
    isLeaf = True

    def render_POST(self, request):
        key = request.args.get(b"key", [b""])[0].decode("utf-8", "replace")
        if not secrets.compare_digest(key, config.NETWORK_KEY):
            request.setResponseCode(403)
            return b"denied"
        token = secrets.token_hex(16)
        _admin_sessions.add(token)
        request.addCookie(b"qn_admin", token.encode(), path=b"/")
        return b"ok"


class OperatorLookup(resource.Resource):
    isLeaf = True

    def render_GET(self, request):
        if request.getCookie(b"qn_admin", b"").decode() not in _admin_sessions:
            request.setResponseCode(403)
            return b"denied"
        code = request.args.get(b"station", [b""])[0].decode("ascii", "replace")
        people = auth.operator_contact(code)
        request.setHeader(b"content-type", b"text/plain; charset=utf-8")
        return "\n".join("%s <%s>" % p for p in people).encode("utf-8")


def make_site():
    root = resource.Resource()
    root.putChild(b"", StationList())
    root.putChild(b"event", EventJump())
    root.putChild(b"view", ViewPreference())
    root.putChild(b"admin", AdminLogin())
    root.putChild(b"operator", OperatorLookup())
    site = server.Site(root)
    site.displayTracebacks = True
    return site
