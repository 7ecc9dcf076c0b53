import os

from lxml import etree
from markupsafe import escape
from pyramid.response import FileResponse, Response
from pyramid.view import view_config

DOC_ROOT = "/srv/parish/planning"
_SUBMISSION_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)


@view_config(route_name="planning_search", renderer="templates/planning.jinja2")
def search(request):
    ref = request.params.get("ref", "")
    cur = request.db.cursor()
    cur.execute("SELECT ref, address, status FROM planning WHERE ref ILIKE %s ORDER BY received DESC", (ref + "%",))
    return {"apps": cur.fetchall()}


@view_config(route_name="planning_comments", request_method="GET")
def comments(request):
    cur = request.db.cursor()
    cur.execute("SELECT author, body FROM planning_comment WHERE ref = %s AND published", (request.matchdict["ref"],))
    items = "".join(f"<li><b>{escape(a)}</b>: {b}</li>" for a, b in cur.fetchall())
    return Response(f"<ul class='comments'>{items}</ul>")


@view_config(route_name="planning_comments", request_method="POST")
def add_comment(request):
    cur = request.db.cursor()
    cur.execute("INSERT INTO planning_comment (ref, author, body) VALUES (%s, %s, %s)",
                (request.matchdict["ref"], request.POST["author"], request.POST["body"]))
    request.db.commit()
    return Response(f"<p>Thank you, {escape(request.POST['author'])}.</p>")


@view_config(route_name="planning_doc")
def document(request):
    path = os.path.join(DOC_ROOT, request.matchdict["ref"], request.params["doc"])
    return FileResponse(path, request=request)


@view_config(route_name="planning_submit", request_method="POST", renderer="json")
def submit(request):
    tree = etree.parse(request.POST["submission"].file, _SUBMISSION_PARSER)
    return {"ref": tree.findtext("//applicationRef"), "site": tree.findtext("//siteAddress")}
