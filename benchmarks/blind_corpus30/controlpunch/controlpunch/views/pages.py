from markupsafe import escape
from pyramid.response import Response


def welcome(request):
    club = request.params.get("club", "")
    body = "<h1>Welcome to Northfell OK</h1><p>Visitors from %s are welcome at every event.</p>" % escape(club)
    resp = Response(body)
    resp.set_cookie("cp_visited", "1", max_age=31536000, secure=True, httponly=True, samesite="Lax")
    return resp


def notice(request):
    headline = request.params.get("headline", "")
    return Response("<div class='notice'><h2>" + headline + "</h2></div>")
