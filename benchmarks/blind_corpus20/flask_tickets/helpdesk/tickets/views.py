from flask import Blueprint, abort, render_template, render_template_string, request
from markupsafe import Markup

from ..db import get_db
from . import queries

bp = Blueprint("tickets", __name__)

STATUS_BADGE = """
<span class="badge badge-{{ status }}">{{ status|title }}</span>
"""


@bp.route("/")
def index():
    term = request.args.get("q", "")
    rows = queries.search_tickets(get_db(), term, request.args.get("status"), request.args.get("order", "created"))
    return render_template("tickets/index.html", rows=rows, q=term)


@bp.route("/tag/<tag>")
def by_tag(tag):
    rows = queries.tickets_for_tag(get_db(), tag)
    return render_template("tickets/index.html", rows=rows, q=tag)


@bp.route("/<int:ticket_id>")
def show(ticket_id):
    ticket = queries.ticket_by_id(get_db(), ticket_id)
    if ticket is None:
        abort(404)
    # customers may paste rich text from their mail client
    body = Markup(ticket["body_html"])
    return render_template("tickets/show.html", ticket=ticket, body=body)


@bp.route("/<int:ticket_id>/badge")
def badge(ticket_id):
    ticket = queries.ticket_by_id(get_db(), ticket_id)
    if ticket is None:
        abort(404)
    return render_template_string(STATUS_BADGE, status=ticket["status"])


@bp.route("/<int:ticket_id>/title")
def title_fragment(ticket_id):
    ticket = queries.ticket_by_id(get_db(), ticket_id)
    if ticket is None:
        abort(404)
    return Markup("<h2 class=\"ticket-title\">{}</h2>").format(ticket["title"])
