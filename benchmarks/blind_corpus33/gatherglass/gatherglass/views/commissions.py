"""Commission enquiries from the website form."""
from markupsafe import escape
from pyramid.response import Response
from pyramid.view import view_config

from ..services import mailer


@view_config(route_name="commission", request_method="POST")
def commission_enquiry(request):
    name = request.POST.get("name", "")
    idea = request.POST.get("idea", "")
    colours = request.POST.getall("colour")
    request.db.execute(
        "INSERT INTO enquiries (name, email, idea, colours) VALUES (?, ?, ?, ?)",
        (name, request.POST.get("email", ""), idea, ",".join(colours)),
    )
    request.db.commit()
    mailer.notify_studio("New commission enquiry from %s" % name, idea)
    page = "<h1>Grazie, %s!</h1><p>We will reply about your %s piece within a week.</p>" % (name, " / ".join(colours))
    return Response(page)


@view_config(route_name="commission", request_method="GET")
def commission_status(request):
    row = request.db.execute(
        "SELECT name, idea, status FROM enquiries WHERE ref = ?", (request.params.get("ref", ""),)
    ).fetchone()
    if row is None:
        return Response("<p>No enquiry with that reference.</p>", status=404)
    return Response("<h1>%s</h1><p>%s</p><p>Status: %s</p>" % (escape(row["name"]), escape(row["idea"]), escape(row["status"])))
