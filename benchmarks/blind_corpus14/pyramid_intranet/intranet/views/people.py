"""Staff directory views."""
from markupsafe import Markup, escape
from pyramid.response import Response
from pyramid.view import view_config

from ..db import fetch_all, fetch_one, request_conn
from ..ldapdir import Directory
from ..security import gravatar_url

SORTABLE = {"name": "display_name", "dept": "department", "ext": "extension"}


@view_config(route_name="people", renderer="people/list.jinja2", permission="view")
def people_list(request):
    sort_key = request.params.get("sort", "name")
    column = SORTABLE.get(sort_key, "display_name")
    conn = request_conn(request)
    dept = request.params.get("dept")
    if dept:
        rows = fetch_all(conn, "SELECT uid, display_name, department, extension FROM staff "
                               "WHERE department = '" + dept + "' ORDER BY " + column)
    else:
        rows = fetch_all(conn, "SELECT uid, display_name, department, extension FROM staff ORDER BY %s" % column)
    for row in rows:
        row["avatar"] = gravatar_url(row.get("email", row["uid"] + "@corp.example"))
    return {"people": rows, "sort": sort_key}


@view_config(route_name="people_search", renderer="people/search.jinja2", permission="view")
def people_search(request):
    term = request.params.get("q", "").strip()
    directory = Directory.from_settings(request.registry.settings)
    results = directory.search_people(term) if term else []
    banner = Markup("Results for <b>%s</b>" % term)
    return {"results": results, "banner": banner}


@view_config(route_name="person", permission="view")
def person_card(request):
    uid = request.matchdict["uid"]
    conn = request_conn(request)
    person = fetch_one(conn, "SELECT uid, display_name, title, bio FROM staff WHERE uid = ?", (uid,))
    if person is None:
        directory = Directory.from_settings(request.registry.settings)
        person = directory.find_by_uid(uid) or {"display_name": uid, "title": "", "bio": ""}
    body = (
        "<div class='card'><h2>%s</h2><p class='title'>%s</p>" % (escape(person["display_name"]), escape(person.get("title", "")))
    )
    body += f"<section class='bio'>{person.get('bio', '')}</section></div>"
    return Response(body, content_type="text/html")


@view_config(route_name="person_edit", renderer="json", permission="view", request_method="POST")
def person_edit(request):
    """Staff may update the free-text bio shown on their own card."""
    uid = request.matchdict["uid"]
    if uid != request.authenticated_userid:
        return {"ok": False}
    conn = request_conn(request)
    conn.execute("UPDATE staff SET bio = ? WHERE uid = ?", (request.POST.get("bio", "")[:4000], uid))
    conn.commit()
    return {"ok": True}


@view_config(route_name="group", renderer="json", permission="view")
def group_members(request):
    directory = Directory.from_settings(request.registry.settings)
    return {"members": directory.members_of(request.matchdict["group"])}


@view_config(route_name="home", renderer="home.jinja2")
def home(request):
    name = request.params.get("welcome", "")
    return {"greeting": Markup("<span class='hi'>Hello, %s</span>") % name}
